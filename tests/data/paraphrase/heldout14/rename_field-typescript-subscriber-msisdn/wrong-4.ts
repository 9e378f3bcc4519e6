import { randomUUID } from "node:crypto";
import type { Db } from "./db";
import type { HlrClient } from "./hlr";
import { log } from "./log";

export type SubscriberStatus = "active" | "suspended" | "porting_out" | "terminated";

export interface Subscriber {
  id: string;
  phoneNumber: string;
  imsi: string;
  iccid: string;
  planCode: string;
  status: SubscriberStatus;
  roaming: boolean;
  createdAt: Date;
}

/** Payload of the national number-portability clearing house (external API, field names fixed). */
export interface PortingRequest {
  requestId: string;
  msisdn: string;
  donorOperator: string;
  recipientOperator: string;
  portDate: string;
}

export interface UsageRecord {
  subscriberId: string;
  kind: "voice" | "sms" | "data";
  units: number;
  roaming: boolean;
  at: Date;
}

const E164 = /^\+[1-9]\d{7,14}$/;
const OWN_OPERATOR = "NETLINK";

export function normaliseMsisdn(raw: string, defaultCc = "49"): string {
  let s = raw.replace(/[\s()-]/g, "");
  if (s.startsWith("00")) s = "+" + s.slice(2);
  else if (s.startsWith("0")) s = "+" + defaultCc + s.slice(1);
  if (!E164.test(s)) {
    throw new Error(`invalid MSISDN: ${raw}`);
  }
  return s;
}

export class SubscriberService {
  constructor(private db: Db, private hlr: HlrClient) {}

  async create(input: { msisdn: string; imsi: string; iccid: string; planCode: string }): Promise<Subscriber> {
    const sub: Subscriber = {
      id: randomUUID(),
      phoneNumber: normaliseMsisdn(input.msisdn),
      imsi: input.imsi,
      iccid: input.iccid,
      planCode: input.planCode,
      status: "active",
      roaming: false,
      createdAt: new Date(),
    };
    const existing = await this.findByMsisdn(sub.phoneNumber);
    if (existing && existing.status !== "terminated") {
      throw new Error(`MSISDN ${sub.phoneNumber} already in use by ${existing.id}`);
    }
    await this.db.insert("subscribers", sub);
    await this.hlr.provision(sub.imsi, sub.phoneNumber);
    log.info("subscriber created", { id: sub.id, msisdn: sub.phoneNumber });
    return sub;
  }

  async findByMsisdn(msisdn: string): Promise<Subscriber | undefined> {
    const rows = await this.db.query<Subscriber>("subscribers", { phoneNumber: normaliseMsisdn(msisdn) });
    return rows.find((s) => s.status !== "terminated") ?? rows[0];
  }

  async suspend(id: string, reason: string): Promise<void> {
    const sub = await this.get(id);
    if (sub.status !== "active") {
      throw new Error(`cannot suspend ${sub.phoneNumber}: status is ${sub.status}`);
    }
    await this.hlr.barOutgoing(sub.imsi);
    await this.db.update("subscribers", id, { status: "suspended" });
    log.warn("subscriber suspended", { id, msisdn: sub.phoneNumber, reason });
  }

  async resume(id: string): Promise<void> {
    const sub = await this.get(id);
    if (sub.status !== "suspended") return;
    await this.hlr.unbar(sub.imsi);
    await this.db.update("subscribers", id, { status: "active" });
  }

  async setRoaming(id: string, enabled: boolean): Promise<void> {
    const sub = await this.get(id);
    await this.hlr.setRoaming(sub.imsi, enabled);
    await this.db.update("subscribers", id, { roaming: enabled });
  }

  async get(id: string): Promise<Subscriber> {
    const sub = await this.db.byId<Subscriber>("subscribers", id);
    if (!sub) throw new Error(`no subscriber ${id}`);
    return sub;
  }

  /** Outgoing port: build the clearing-house request for a subscriber leaving us. */
  async requestPortOut(id: string, recipient: string, portDate: string): Promise<PortingRequest> {
    const sub = await this.get(id);
    if (sub.status === "terminated") {
      throw new Error(`subscriber ${id} is terminated`);
    }
    const req: PortingRequest = {
      requestId: randomUUID(),
      msisdn: sub.phoneNumber,
      donorOperator: OWN_OPERATOR,
      recipientOperator: recipient,
      portDate,
    };
    await this.db.update("subscribers", id, { status: "porting_out" });
    log.info("port-out requested", { id, msisdn: sub.phoneNumber, recipient, portDate });
    return req;
  }

  /** Incoming port: the clearing house tells us a number is moving to us. */
  async acceptPortIn(req: PortingRequest, imsi: string, iccid: string, planCode: string): Promise<Subscriber> {
    if (req.recipientOperator !== OWN_OPERATOR) {
      throw new Error(`port ${req.requestId} is not for us`);
    }
    return this.create({ msisdn: req.msisdn, imsi, iccid, planCode });
  }

  async completePortOut(id: string): Promise<void> {
    const sub = await this.get(id);
    await this.hlr.deprovision(sub.imsi);
    await this.db.update("subscribers", id, { status: "terminated" });
    log.info("port-out completed", { id, msisdn: sub.phoneNumber });
  }
}

/** Monthly usage summary per subscriber, for the bill run. */
export function summariseUsage(records: UsageRecord[]): Map<string, { voiceMin: number; sms: number; dataMb: number; roamingMb: number }> {
  const out = new Map<string, { voiceMin: number; sms: number; dataMb: number; roamingMb: number }>();
  for (const r of records) {
    const s = out.get(r.subscriberId) ?? { voiceMin: 0, sms: 0, dataMb: 0, roamingMb: 0 };
    switch (r.kind) {
      case "voice":
        s.voiceMin += Math.ceil(r.units / 60);
        break;
      case "sms":
        s.sms += r.units;
        break;
