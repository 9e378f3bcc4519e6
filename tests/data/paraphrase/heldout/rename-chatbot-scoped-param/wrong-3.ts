export interface ChatMessage {
  userId: string;
  channel: string;
  body: string;
  sentAt: number;
}

type Reply = { channel: string; body: string };
type Listener = (m: ChatMessage) => void;

const GREETINGS = ["hi", "hello", "hey", "yo"];
const COOLDOWN_MS = 3000;

export class EchoBot {
  private lastSeen = new Map<string, number>();
  private listeners: Listener[] = [];
  private msgCount = 0;

  constructor(private readonly name: string) {}

  onUnhandled(fn: Listener): void {
    this.listeners.push(fn);
  }

  isGreeting(msg: ChatMessage): boolean {
    const first = msg.body.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
    return GREETINGS.includes(first);
  }

  onCooldown(msg: ChatMessage): boolean {
    const prev = this.lastSeen.get(msg.userId) ?? 0;
    return msg.sentAt - prev < COOLDOWN_MS;
  }

  handleMessage(incoming: ChatMessage): Reply | null {
    this.incomingCount += 1;
    if (this.onCooldown(incoming)) {
      return null;
    }
    this.lastSeen.set(incoming.userId, incoming.sentAt);
    if (this.isGreeting(incoming)) {
      return { channel: incoming.channel, body: `Hello <@${incoming.userId}>, I'm ${this.name}.` };
    }
    if (incoming.body.startsWith("!echo ")) {
      return { channel: incoming.channel, body: incoming.body.slice(6) };
    }
    this.listeners.forEach((fn) => fn(incoming));
    return null;
  }

  stats(): string {
    return `${this.name} handled ${this.msgCount} messages`;
  }
}

export function formatLog(msg: ChatMessage): string {
  const ts = new Date(msg.sentAt).toISOString();
  return `[${ts}] #${msg.channel} <${msg.userId}> ${msg.body}`;
}
