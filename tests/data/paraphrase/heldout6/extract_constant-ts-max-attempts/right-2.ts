import { setTimeout as sleep } from "node:timers/promises";

export const MAX_ATTEMPTS = 4;

export interface UploadResult {
  key: string;
  attempts: number;
}

type Put = (key: string, body: Uint8Array) => Promise<void>;

export async function uploadWithRetry(put: Put, key: string, body: Uint8Array): Promise<UploadResult> {
  let attempt = 0;
  for (;;) {
    attempt++;
    try {
      await put(key, body);
      return { key, attempts: attempt };
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS) throw err;
      await sleep(250 * 2 ** attempt);
    }
  }
}

export async function deleteWithRetry(del: (key: string) => Promise<void>, key: string): Promise<number> {
  let attempt = 0;
  for (;;) {
    attempt++;
    try {
      await del(key);
      return attempt;
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS) throw err;
      await sleep(250 * 2 ** attempt);
    }
  }
}

// multipart uploads kick in above 4 MiB
export const MULTIPART_THRESHOLD = 4 * 1024 * 1024;
