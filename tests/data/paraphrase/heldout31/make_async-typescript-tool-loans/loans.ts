// Tool checkout service for the Elm Street Library makerspace kiosk.
import { Db } from "./db";

export interface Loan {
  toolId: string;
  cardNumber: string;
  dueBack: Date;
  returned: boolean;
}

export interface Member {
  cardNumber: string;
  name: string;
  inductions: string[];
}

const MAX_OPEN_LOANS = 3;

export function loadMemberLoans(db: Db, cardNumber: string): Promise<Loan[]> {
  return db
    .query<Loan>("SELECT * FROM loans WHERE card_number = ?", [cardNumber])
    .then((rows) => rows.filter((loan) => !loan.returned))
    .catch((err) => {
      console.error(`loans lookup failed for ${cardNumber}`, err);
      return [];
    });
}

export async function canBorrow(db: Db, member: Member, toolInduction: string | null): Promise<boolean> {
  if (toolInduction !== null && !member.inductions.includes(toolInduction)) {
    return false;
  }
  const open = await loadMemberLoans(db, member.cardNumber);
  return open.length < MAX_OPEN_LOANS;
}

export function overdue(loans: Loan[], now: Date): Loan[] {
  return loans.filter((loan) => !loan.returned && loan.dueBack < now);
}
