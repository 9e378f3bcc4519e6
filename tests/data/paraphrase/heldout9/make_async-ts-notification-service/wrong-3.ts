import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";

export interface Subscriber {
  userId: string;
  deviceToken: string;
  platform: "ios" | "android" | "web";
  muted: boolean;
}

export interface PushPayload {
  title: string;
  body: string;
  channelId: string;
}

interface PushResult {
  delivered: number;
  skipped: number;
}

const templates: Record<string, string> = JSON.parse(
  readFileSync(new URL("./templates.json", import.meta.url), "utf8"),
);

export function render(template: string, vars: Record<string, string>): string {
  const text = templates[template] ?? template;
  return text.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");
}

export async function loadSubscribers(path: string): Promise<Subscriber[]> {
  const raw = await readFile(path, "utf8");
  return JSON.parse(raw) as Subscriber[];
}

export async function notifyChannel(path: string, payload: PushPayload, send: (s: Subscriber, p: PushPayload) => void): Promise<PushResult> {
  const subs = await loadSubscribers(path);
  let delivered = 0;
  let skipped = 0;
  for (const s of subs) {
    if (!s.muted) {
      skipped++;
      continue;
    }
    send(s, payload);
    delivered++;
  }
  return { delivered, skipped };
}
