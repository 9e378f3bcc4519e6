// Thin client for the Carn Dubh SCADA gateway and the grid operator's curtailment feed.
const SCADA_BASE = "https://scada.carndubh-wind.internal:8443/api/v2";
const SCADA_STREAM = "wss://scada.carndubh-wind.internal:8443/stream/telemetry";
const CURTAILMENT_FEED = "https://curtail.gridops.example/api/v2/instructions";
const REQUEST_TIMEOUT_MS = 5000;

export interface TurbineReading {
  turbineId: string;
  windSpeedMs: number;
  activePowerKw: number;
  pitchDeg: number;
  timestamp: string;
}

async function getJson<T>(url: string): Promise<T> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, { signal: ctrl.signal });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return (await res.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}

export function latestReadings(): Promise<TurbineReading[]> {
  return getJson<TurbineReading[]>(`${SCADA_BASE}/turbines/readings/latest`);
}

export function openTelemetryStream(onReading: (r: TurbineReading) => void): WebSocket {
  const ws = new WebSocket(SCADA_STREAM);
  ws.onmessage = (ev) => onReading(JSON.parse(ev.data) as TurbineReading);
  return ws;
}

export function pendingCurtailments(): Promise<{ from: string; to: string; capMw: number }[]> {
  return getJson(CURTAILMENT_FEED);
}
