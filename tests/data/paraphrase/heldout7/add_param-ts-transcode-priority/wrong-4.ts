import { randomUUID } from "node:crypto";

export type Profile = "h264-720p" | "h264-1080p" | "hevc-2160p" | "audio-only";

export interface TranscodeJob {
  id: string;
  input: string;
  profile: Profile;
  priority: number;
  attempts: number;
  createdAt: Date;
}

const MAX_ATTEMPTS = 3;
const queue: TranscodeJob[] = [];

export function createJob(input: string, profile: Profile): TranscodeJob {
  const job: TranscodeJob = {
    id: randomUUID(),
    input,
    profile,
    priority: 0,
    attempts: 0,
    createdAt: new Date(),
  };
  queue.push(job);
  queue.sort((a, b) => b.priority - a.priority);
  return job;
}

export function nextJob(): TranscodeJob | undefined {
  return queue.shift();
}

export function retryJob(job: TranscodeJob, priority: number = 0): boolean {
  if (job.attempts >= MAX_ATTEMPTS) {
    return false;
  }
  job.attempts += 1;
  job.priority = priority;
  queue.push(job);
  queue.sort((a, b) => b.priority - a.priority);
  return true;
}

export function pending(): number {
  return queue.length;
}

export function ffmpegArgs(job: TranscodeJob, output: string): string[] {
  const base = ["-hide_banner", "-y", "-i", job.input];
  switch (job.profile) {
    case "h264-720p":
      return [...base, "-c:v", "libx264", "-vf", "scale=-2:720", "-crf", "23", output];
    case "h264-1080p":
      return [...base, "-c:v", "libx264", "-vf", "scale=-2:1080", "-crf", "21", output];
    case "hevc-2160p":
      return [...base, "-c:v", "libx265", "-vf", "scale=-2:2160", "-crf", "24", output];
    case "audio-only":
      return [...base, "-vn", "-c:a", "aac", "-b:a", "160k", output];
  }
}
