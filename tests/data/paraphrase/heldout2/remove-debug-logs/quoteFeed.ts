import { EventEmitter } from "events";
import WebSocket from "ws";

export type Quote = { symbol: string; bid: number; ask: number; ts: number };

export interface FeedOptions {
  url: string;
  symbols: string[];
  reconnectMs?: number;
  maxReconnects?: number;
}

export class QuoteFeed extends EventEmitter {
  private ws?: WebSocket;
  private reconnects = 0;
  private closed = false;

  constructor(private readonly opts: FeedOptions) {
    super();
  }

  start(): void {
    console.log("QuoteFeed.start", this.opts.url);
    this.closed = false;
    this.connect();
  }

  stop(): void {
    this.closed = true;
    this.ws?.close(1000, "client stop");
  }

  private connect(): void {
    const ws = new WebSocket(this.opts.url);
    this.ws = ws;
    ws.on("open", () => {
      this.reconnects = 0;
      ws.send(JSON.stringify({ op: "subscribe", symbols: this.opts.symbols }));
      console.log("subscribed", this.opts.symbols.length);
    });
    ws.on("message", (raw) => {
      let msg: unknown;
      try {
        msg = JSON.parse(raw.toString());
      } catch (err) {
        console.error("bad frame from feed", err);
        return;
      }
      console.log("frame", msg);
      const q = toQuote(msg);
      if (q) this.emit("quote", q);
    });
    ws.on("close", (code) => {
      console.warn(`feed closed (${code})`);
      if (this.closed) return;
      const max = this.opts.maxReconnects ?? 10;
      if (this.reconnects++ >= max) {
        this.emit("error", new Error(`gave up after ${max} reconnects`));
        return;
      }
      const delay = (this.opts.reconnectMs ?? 1000) * this.reconnects;
      console.log("reconnecting in", delay);
      setTimeout(() => this.connect(), delay);
    });
  }
}

function toQuote(msg: unknown): Quote | null {
  if (typeof msg !== "object" || msg === null) return null;
  const m = msg as Record<string, unknown>;
  if (typeof m.s !== "string" || typeof m.b !== "number" || typeof m.a !== "number") return null;
  return { symbol: m.s, bid: m.b, ask: m.a, ts: typeof m.t === "number" ? m.t : Date.now() };
}
