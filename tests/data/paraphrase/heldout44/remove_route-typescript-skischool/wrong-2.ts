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
      return;
    }
    res.json(lesson);
  });

  // Legacy endpoint for the old kiosk at the Talstation; the kiosk was
  // replaced in 2025 and nothing calls this any more.
  router.post("/:id/kiosk-booking", async (req: Request, res: Response) => {
    const booking = await store.book(req.params.id, req.body.name, req.body.level ?? "beginner");
    res.status(201).json({ ticket: booking.id });
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
