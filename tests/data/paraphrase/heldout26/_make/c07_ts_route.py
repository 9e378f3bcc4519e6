from lib import E, case

ORIG = '''/**
 * HTTP API of the Northmoor carbon-credit registry.
 *
 * Read routes are public; anything that moves or retires credits needs an
 * account token, and project routes need one because they show unpublished
 * issuance data.
 */
import { Router, Request, Response, NextFunction } from "express";
import { RegistryStore, Credit, Project } from "./store";
import { verifyToken } from "./auth";
import { logger } from "./logger";

export interface AuthedRequest extends Request {
  accountId?: string;
}

const MAX_PAGE_SIZE = 200;

function requireAuth(req: AuthedRequest, res: Response, next: NextFunction): void {
  const header = req.header("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : "";
  const accountId = token ? verifyToken(token) : null;
  if (!accountId) {
    res.status(401).json({ error: "missing or invalid token" });
    return;
  }
  req.accountId = accountId;
  next();
}

function pageParams(req: Request): { offset: number; limit: number } {
  const offset = Math.max(0, Number(req.query.offset ?? 0) || 0);
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(req.query.limit ?? 50) || 50));
  return { offset, limit };
}

function projectView(project: Project) {
  return {
    id: project.id,
    name: project.name,
    methodology: project.methodology,
    country: project.country,
    issuedTonnes: project.issuedTonnes,
  };
}

function creditView(credit: Credit) {
  return {
    serial: credit.serial,
    projectId: credit.projectId,
    vintage: credit.vintage,
    tonnes: credit.tonnes,
    status: credit.status,
  };
}

export function registryRouter(store: RegistryStore): Router {
  const router = Router();

  router.get("/health", (_req: Request, res: Response) => {
    res.json({ ok: true, credits: store.creditCount() });
  });

  router.get("/credits/:serial", (req: Request, res: Response) => {
    const credit = store.findCredit(req.params.serial);
    if (!credit) {
      res.status(404).json({ error: "no such credit" });
      return;
    }
    res.json(creditView(credit));
  });

  router.get("/projects", requireAuth, (req: AuthedRequest, res: Response) => {
    const { offset, limit } = pageParams(req);
    const projects = store.listProjects(offset, limit);
    res.json({ offset, limit, projects: projects.map(projectView) });
  });

  router.get("/projects/:projectId", requireAuth, (req: AuthedRequest, res: Response) => {
    const project = store.findProject(req.params.projectId);
    if (!project) {
      res.status(404).json({ error: "no such project" });
      return;
    }
    res.json(projectView(project));
  });

  router.get("/projects/:projectId/credits", requireAuth, (req: AuthedRequest, res: Response) => {
    const project = store.findProject(req.params.projectId);
    if (!project) {
      res.status(404).json({ error: "no such project" });
      return;
    }
    const { offset, limit } = pageParams(req);
    const credits = store.creditsForProject(project.id).slice(offset, offset + limit);
    res.json({ projectId: project.id, offset, limit, credits: credits.map(creditView) });
  });

  router.post("/credits/:serial/transfer", requireAuth, (req: AuthedRequest, res: Response) => {
    const to = String(req.body?.to ?? "");
    if (!to) {
      res.status(400).json({ error: "body.to is required" });
      return;
    }
    try {
      const credit = store.transfer(req.params.serial, req.accountId!, to);
      logger.info("transfer %s %s -> %s", credit.serial, req.accountId, to);
      res.json(creditView(credit));
    } catch (err) {
      res.status(409).json({ error: (err as Error).message });
    }
  });

  router.post("/credits/:serial/retire", requireAuth, (req: AuthedRequest, res: Response) => {
    const beneficiary = String(req.body?.beneficiary ?? "").trim();
    if (!beneficiary) {
      res.status(400).json({ error: "body.beneficiary is required" });
      return;
    }
    try {
      const credit = store.retire(req.params.serial, req.accountId!, beneficiary);
      logger.info("retired %s for %s", credit.serial, beneficiary);
      res.json(creditView(credit));
    } catch (err) {
      res.status(409).json({ error: (err as Error).message });
    }
  });

  router.use((req: Request, res: Response) => {
    res.status(404).json({ error: `no route for ${req.method} ${req.path}` });
  });

  return router;
}
'''

ANCHOR = '''    res.json({ projectId: project.id, offset, limit, credits: credits.map(creditView) });
  });
'''

def route(method="get", mw="requireAuth, ", param="req.params.projectId", body=None):
    body = body or '''    const vintages = [...new Set(store.creditsForProject(project.id).map((c) => c.vintage))].sort((a, b) => a - b);
    res.json({ projectId: project.id, vintages });
'''
    return f'''
  router.{method}("/projects/:projectId/vintages", {mw}(req: AuthedRequest, res: Response) => {{
    const project = store.findProject({param});
    if (!project) {{
      res.status(404).json({{ error: "no such project" }});
      return;
    }}
{body}  }});
'''

case(
    "add_route-typescript-registry-vintages", "routes.ts", "add_route", "typescript", ORIG,
    [
        ("terse", "new route GET /projects/:projectId/vintages -> { projectId, vintages } (distinct, ascending), 404 if no project, requireAuth"),
        ("polite", "Could you add a `GET /projects/:projectId/vintages` route that returns `{ projectId, vintages }`, where vintages are the distinct vintage years of the project's credits in ascending order? It should sit behind requireAuth like the other project routes and answer 404 for an unknown project. Please don't change the existing routes."),
        ("declarative", "The registry API needs an authenticated GET /projects/:projectId/vintages endpoint listing the project's distinct credit vintages, sorted ascending, with a 404 for unknown projects."),
        ("other", "buyers keep asking which vintages a project has. add GET /projects/:projectId/vintages (auth like the other /projects routes), unique years sorted asc, 404 when the project doesn't exist"),
        ("other", "Füge eine Route GET /projects/:projectId/vintages hinzu: gibt { projectId, vintages } zurück (eindeutige Jahrgänge, aufsteigend sortiert), 404 wenn das Projekt nicht existiert, mit requireAuth wie die anderen Projekt-Routen."),
    ],
    [
        ("right-1.ts", "right", "route added after the credits listing, behind requireAuth, 404 for unknown project, distinct vintages sorted ascending",
         [E(ANCHOR, ANCHOR + route())]),
        ("right-2.ts", "right", "same route placed before the project credits route, collecting vintages in a loop into a Set; behaviour as asked",
         [E('''  router.get("/projects/:projectId/credits", requireAuth,''', route(body='''    const seen = new Set<number>();
    for (const credit of store.creditsForProject(project.id)) {
      seen.add(credit.vintage);
    }
    const vintages = Array.from(seen).sort((a, b) => a - b);
    res.json({ projectId: project.id, vintages });
''').lstrip("\n") + '''
  router.get("/projects/:projectId/credits", requireAuth,''')]),
        ("wrong-1.ts", "wrong", "route registered after the catch-all 404 handler, so it is never reached",
         [E('''    res.status(404).json({ error: `no route for ${req.method} ${req.path}` });
  });
''', '''    res.status(404).json({ error: `no route for ${req.method} ${req.path}` });
  });
''' + route())]),
        ("wrong-2.ts", "wrong", "handler looks the project up by req.params.id, which is undefined for this path, so every call answers 404",
         [E(ANCHOR, ANCHOR + route(param="req.params.id"))]),
        ("wrong-3.ts", "wrong", "the new project route has no requireAuth, unlike the other project routes, and exposes project data publicly",
         [E(ANCHOR, ANCHOR + route(mw=""))]),
        ("wrong-4.ts", "wrong", "vintages are mapped and sorted but not made distinct (a project with many credits repeats each year)",
         [E(ANCHOR, ANCHOR + route(body='''    const vintages = store.creditsForProject(project.id).map((c) => c.vintage).sort((a, b) => a - b);
    res.json({ projectId: project.id, vintages });
'''))]),
    ],
)
