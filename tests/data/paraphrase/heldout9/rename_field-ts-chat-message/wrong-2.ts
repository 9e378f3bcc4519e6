// Message model and helpers shared by the web and desktop chat clients.
// Keep this file free of DOM access: it is also bundled into the service worker.

export type MessageId = string;
export type UserId = string;
export type ChannelId = string;

export enum DeliveryState {
  Pending = "pending",
  Sent = "sent",
  Delivered = "delivered",
  Read = "read",
  Failed = "failed",
}

export interface Attachment {
  id: string;
  mime: string;
  bytes: number;
  url: string;
  thumbnailUrl?: string;
}

export interface Reaction {
  emoji: string;
  userIds: UserId[];
}

export interface ChatMessage {
  id: MessageId;
  channelId: ChannelId;
  authorId: UserId;
  body: string;
  createdAt: number;
  editedAt?: number;
  replyTo?: MessageId;
  attachments: Attachment[];
  reactions: Reaction[];
  state: DeliveryState;
}

export interface ChannelSummary {
  id: ChannelId;
  title: string;
  unread: number;
  lastMessage?: ChatMessage;
  sentAt?: number;
}

export const MAX_BODY_LENGTH = 4000;
export const EDIT_WINDOW_MS = 15 * 60 * 1000;
export const GROUP_GAP_MS = 5 * 60 * 1000;

export function createMessage(
  channelId: ChannelId,
  authorId: UserId,
  body: string,
  replyTo?: MessageId,
): ChatMessage {
  if (body.length > MAX_BODY_LENGTH) {
    throw new Error(`message too long (${body.length} > ${MAX_BODY_LENGTH})`);
  }
  return {
    id: crypto.randomUUID(),
    channelId,
    authorId,
    body,
    createdAt: Date.now(),
    replyTo,
    attachments: [],
    reactions: [],
    state: DeliveryState.Pending,
  };
}

export function canEdit(msg: ChatMessage, userId: UserId, now = Date.now()): boolean {
  return msg.authorId === userId && now - msg.createdAt < EDIT_WINDOW_MS;
}

export function editMessage(msg: ChatMessage, body: string): ChatMessage {
  if (body.length > MAX_BODY_LENGTH) {
    throw new Error(`message too long (${body.length} > ${MAX_BODY_LENGTH})`);
  }
  return { ...msg, body, editedAt: Date.now() };
}

export function toggleReaction(msg: ChatMessage, emoji: string, userId: UserId): ChatMessage {
  const reactions = msg.reactions.map((r) => ({ ...r, userIds: [...r.userIds] }));
  const existing = reactions.find((r) => r.emoji === emoji);
  if (!existing) {
    reactions.push({ emoji, userIds: [userId] });
  } else if (existing.userIds.includes(userId)) {
    existing.userIds = existing.userIds.filter((u) => u !== userId);
  } else {
    existing.userIds.push(userId);
  }
  return { ...msg, reactions: reactions.filter((r) => r.userIds.length > 0) };
}

export interface MessageGroup {
  authorId: UserId;
  startedAt: number;
  messages: ChatMessage[];
}

/** Group consecutive messages by the same author sent within GROUP_GAP_MS. */
export function groupMessages(messages: ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const msg of messages) {
    const last = groups[groups.length - 1];
    const prev = last?.messages[last.messages.length - 1];
    if (last && last.authorId === msg.authorId && prev && msg.sentAt - prev.sentAt <= GROUP_GAP_MS) {
      last.messages.push(msg);
    } else {
      groups.push({ authorId: msg.authorId, startedAt: msg.sentAt, messages: [msg] });
    }
  }
  return groups;
}

export function sortByTime(messages: ChatMessage[]): ChatMessage[] {
  return [...messages].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export function updateState(msg: ChatMessage, state: DeliveryState): ChatMessage {
  const order = [
    DeliveryState.Pending,
    DeliveryState.Sent,
    DeliveryState.Delivered,
    DeliveryState.Read,
  ];
  if (state === DeliveryState.Failed) return { ...msg, state };
  if (order.indexOf(state) <= order.indexOf(msg.state)) return msg;
  return { ...msg, state };
}

export function summarise(
  id: ChannelId,
  title: string,
  messages: ChatMessage[],
  lastReadAt: number,
): ChannelSummary {
  const sorted = sortByTime(messages);
  const lastMessage = sorted[sorted.length - 1];
  return {
    id,
    title,
    unread: sorted.filter((m) => m.createdAt > lastReadAt).length,
    lastMessage,
    sentAt: lastMessage?.createdAt,
  };
}

export function preview(msg: ChatMessage, max = 80): string {
  if (msg.attachments.length > 0 && msg.body.trim() === "") {
    const n = msg.attachments.length;
    return n === 1 ? "[attachment]" : `[${n} attachments]`;
  }
  const oneLine = msg.body.replace(/\s+/g, " ").trim();
  return oneLine.length <= max ? oneLine : oneLine.slice(0, max - 1) + "…";
}

export function formatTime(ts: number, locale = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(ts);
}

export function isSameDay(a: number, b: number): boolean {
  const da = new Date(a);
  const db = new Date(b);
  return (
    da.getFullYear() === db.getFullYear() &&
    da.getMonth() === db.getMonth() &&
    da.getDate() === db.getDate()
  );
}

export function dayDividers(messages: ChatMessage[]): number[] {
  const out: number[] = [];
  let prev: number | undefined;
  for (const m of sortByTime(messages)) {
    if (prev === undefined || !isSameDay(prev, m.createdAt)) out.push(m.createdAt);
    prev = m.createdAt;
  }
  return out;
}

export function serialise(msg: ChatMessage): string {
  return JSON.stringify(msg);
}

export function deserialise(raw: string): ChatMessage {
  const data = JSON.parse(raw);
  if (typeof data.id !== "string" || typeof data.body !== "string") {
    throw new Error("not a chat message");
  }
  return {
    ...data,
    attachments: data.attachments ?? [],
    reactions: data.reactions ?? [],
    state: data.state ?? DeliveryState.Sent,
  };
}
