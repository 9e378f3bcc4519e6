from edits import build

IMPORT = [('import { readFileSync } from "node:fs";\n', 'import { readFileSync } from "node:fs";\nimport { readFile } from "node:fs/promises";\n', 1)]
LOAD = [('export function loadRoster(file: string): Singer[] {\n  const raw = readFileSync(file, "utf8");',
         'export async function loadRoster(file: string): Promise<Singer[]> {\n  const raw = await readFile(file, "utf8");', 1)]
PLAN_SIG = [("export function buildSeatingPlan(", "export async function buildSeatingPlan(", 1),
            ("  seatsPerRow: number,\n): SeatingPlan {", "  seatsPerRow: number,\n): Promise<SeatingPlan> {", 1)]
AWAIT = [("const singers = loadRoster(rosterFile).filter((s) => s.active);",
          "const singers = (await loadRoster(rosterFile)).filter((s) => s.active);", 1)]
build("make_async-typescript-choir-roster", "roster.ts", {
    "right-1.ts": IMPORT + LOAD + PLAN_SIG + AWAIT,
    "right-2.ts": LOAD + PLAN_SIG + [
        ('import { readFileSync } from "node:fs";\n', 'import { readFileSync } from "node:fs";\nimport { readFile } from "fs/promises";\n', 1),
        ("const singers = loadRoster(rosterFile).filter((s) => s.active);",
         "const roster = await loadRoster(rosterFile);\n  const singers = roster.filter((s) => s.active);", 1)],
    "wrong-1.ts": IMPORT + LOAD + PLAN_SIG,
    "wrong-2.ts": LOAD + PLAN_SIG + AWAIT + [('import { readFileSync } from "node:fs";\n', 'import { readFile } from "node:fs/promises";\n', 1)],
    "wrong-3.ts": PLAN_SIG + AWAIT + [("export function loadRoster(file: string): Singer[] {",
                                       "export async function loadRoster(file: string): Promise<Singer[]> {", 1)],
    "wrong-4.ts": IMPORT + LOAD + PLAN_SIG + AWAIT + [("Math.min(wanted - 1, lastRow)", "Math.min(wanted, lastRow)", 1)],
})
