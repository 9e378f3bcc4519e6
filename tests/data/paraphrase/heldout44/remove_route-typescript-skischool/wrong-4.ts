import { Router, Request, Response } from "express";
import { LessonStore } from "./lessonStore";

// Ski school lesson booking API, mounted at /api/lessons.

export function lessonRoutes(store: LessonStore): Router {
  const router = Router();

  router.get("/", async (_req: Request, res: Response) => {
    res.json(await store.upcoming());
  });

  router.get("/:id", async (req: Request, res: Response) => {
    const lesson = await store.find(req.params.id);
    if (!lesson) {
      res.status(404).json({ error: "no such lesson" });
    }
    res.json(lesson);
  });

  router.post("/:id/bookings", async (req: Request, res: Response) => {
    const { pupilName, level } = req.body;
    const booking = await store.book(req.params.id, pupilName, level);
    res.status(201).json(booking);
  });

  router.delete("/:id/bookings/:bookingId", async (req: Request, res: Response) => {
    await store.cancel(req.params.id, req.params.bookingId);
    res.status(204).end();
  });

  router.get("/:id/instructor", async (req: Request, res: Response) => {
    const lesson = await store.find(req.params.id);
    res.json({ instructor: lesson?.instructor ?? null });
  });

  return router;
}
