// Lifecycle of an import declaration lodged by the brokerage.
export enum DeclarationStatus {
  Draft = "DRAFT",
  Submitted = "SUBMITTED",
  Amended = "AMENDED",
  Held = "HELD",
  Cleared = "CLEARED",
  Rejected = "REJECTED",
}

function assertNever(value: never): never {
  throw new Error(`Unhandled status: ${value}`);
}

export function statusLabel(status: DeclarationStatus): string {
  switch (status) {
    case DeclarationStatus.Draft:
      return "Draft";
    case DeclarationStatus.Submitted:
      return "Lodged with customs";
    case DeclarationStatus.Amended:
      return "Amendment lodged";
    case DeclarationStatus.Held:
      return "Held for inspection";
    case DeclarationStatus.Cleared:
      return "Released for free circulation";
    case DeclarationStatus.Rejected:
      return "Rejected";
    default:
      return assertNever(status);
  }
}

export function isFinal(status: DeclarationStatus): boolean {
  return status === DeclarationStatus.Cleared || status === DeclarationStatus.Rejected;
}

export function canAmend(status: DeclarationStatus): boolean {
  return status === DeclarationStatus.Submitted || status === DeclarationStatus.Amended;
}
