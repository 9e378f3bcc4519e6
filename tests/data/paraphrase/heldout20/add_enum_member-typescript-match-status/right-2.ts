// Match lifecycle for the Northern Lights Invitational bracket (double elimination).
// The admin panel and the caster overlay both read Match.status, so every status
// needs a label and a place in the transition table.

export enum MatchStatus {
  Scheduled = "scheduled",
  CheckIn = "check_in",
  Live = "live",
  Paused = "paused",
  Finished = "finished",
  Cancelled = "cancelled",
  Forfeit = "forfeit",
}

export interface Team {
  id: string;
  tag: string;
  seed: number;
}

export interface Match {
  id: string;
  round: number;
  side: "upper" | "lower" | "grand_final";
  teamA?: Team;
  teamB?: Team;
  scoreA: number;
  scoreB: number;
  bestOf: 1 | 3 | 5;
  status: MatchStatus;
  winnerTo?: string; // match id the winner moves to
  loserTo?: string; // match id the loser drops to (upper bracket only)
  startedAt?: Date;
  endedAt?: Date;
}

const TRANSITIONS: Record<MatchStatus, MatchStatus[]> = {
  [MatchStatus.Scheduled]: [MatchStatus.CheckIn, MatchStatus.Cancelled],
  [MatchStatus.CheckIn]: [MatchStatus.Live, MatchStatus.Cancelled, MatchStatus.Forfeit],
  [MatchStatus.Live]: [MatchStatus.Paused, MatchStatus.Finished],
  [MatchStatus.Paused]: [MatchStatus.Live, MatchStatus.Finished, MatchStatus.Cancelled, MatchStatus.Forfeit],
  [MatchStatus.Finished]: [],
  [MatchStatus.Cancelled]: [],
  [MatchStatus.Forfeit]: [],
};

function assertNever(value: never): never {
  throw new Error(`unhandled match status: ${String(value)}`);
}

export function statusLabel(status: MatchStatus): string {
  switch (status) {
    case MatchStatus.Scheduled:
      return "Scheduled";
    case MatchStatus.CheckIn:
      return "Check-in open";
    case MatchStatus.Live:
      return "LIVE";
    case MatchStatus.Paused:
      return "Technical pause";
    case MatchStatus.Finished:
      return "Final";
    case MatchStatus.Cancelled:
      return "Cancelled";
    case MatchStatus.Forfeit:
      return "Forfeit";
    default:
      return assertNever(status);
  }
}

export function isTerminal(status: MatchStatus): boolean {
  return [MatchStatus.Finished, MatchStatus.Cancelled, MatchStatus.Forfeit].includes(status);
}

export function canTransition(from: MatchStatus, to: MatchStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function transition(match: Match, to: MatchStatus, now: Date = new Date()): Match {
  if (!canTransition(match.status, to)) {
    throw new Error(`match ${match.id}: cannot go from ${match.status} to ${to}`);
  }
  const next: Match = { ...match, status: to };
  if (to === MatchStatus.Live && !match.startedAt) {
    next.startedAt = now;
  }
  if (isTerminal(to)) {
    next.endedAt = now;
  }
  return next;
}

export function recordMap(match: Match, winner: "A" | "B"): Match {
  if (match.status !== MatchStatus.Live) {
    throw new Error(`match ${match.id} is not live`);
  }
  const scoreA = match.scoreA + (winner === "A" ? 1 : 0);
  const scoreB = match.scoreB + (winner === "B" ? 1 : 0);
  return { ...match, scoreA, scoreB };
}

export function mapsToWin(match: Match): number {
  return Math.floor(match.bestOf / 2) + 1;
}

export function winnerOf(match: Match): Team | undefined {
  const need = mapsToWin(match);
  if (match.scoreA >= need) return match.teamA;
  if (match.scoreB >= need) return match.teamB;
  return undefined;
}

export function loserOf(match: Match): Team | undefined {
  const winner = winnerOf(match);
  if (!winner) return undefined;
  return winner === match.teamA ? match.teamB : match.teamA;
}

function seat(target: Match, team: Team): Match {
  if (!target.teamA) return { ...target, teamA: team };
  if (!target.teamB) return { ...target, teamB: team };
  throw new Error(`match ${target.id} already has two teams`);
}

export function advance(bracket: Map<string, Match>, matchId: string): void {
  const match = bracket.get(matchId);
  if (!match || !isTerminal(match.status)) return;
  const winner = winnerOf(match);
  const loser = loserOf(match);
  if (winner && match.winnerTo) {
    const target = bracket.get(match.winnerTo);
    if (target) bracket.set(target.id, seat(target, winner));
  }
  if (loser && match.loserTo) {
    const target = bracket.get(match.loserTo);
    if (target) bracket.set(target.id, seat(target, loser));
  }
}

export function pendingMatches(bracket: Map<string, Match>): Match[] {
  return [...bracket.values()]
    .filter((m) => !isTerminal(m.status) && m.teamA && m.teamB)
    .sort((a, b) => a.round - b.round || a.id.localeCompare(b.id));
}

export function overlayLine(match: Match): string {
  const a = match.teamA?.tag ?? "TBD";
  const b = match.teamB?.tag ?? "TBD";
  return `${a} ${match.scoreA} - ${match.scoreB} ${b} · Bo${match.bestOf} · ${statusLabel(match.status)}`;
}
