// Alarm codes raised by the Vestfold-type turbine controllers at Sennen Rise.

export enum AlarmCode {
  GridLoss = "grid_loss",
  PitchFault = "pitch_fault",
  YawMisalignment = "yaw_misalignment",
  GearboxOverTemp = "gearbox_over_temp",
  OverSpeed = "over_speed",
  BladeIcing = "icing",
}

export enum Crew {
  Electrical = "electrical",
  Mechanical = "mechanical",
  Remote = "remote",
}

export const ALARM_TEXT: Record<AlarmCode, string> = {
  [AlarmCode.GridLoss]: "Grid connection lost",
  [AlarmCode.PitchFault]: "Pitch system fault",
  [AlarmCode.YawMisalignment]: "Nacelle yaw misaligned with wind",
  [AlarmCode.GearboxOverTemp]: "Gearbox oil temperature high",
  [AlarmCode.OverSpeed]: "Rotor overspeed",
  [AlarmCode.BladeIcing]: "Ice detected on blades",
};

export const DISPATCH: Record<AlarmCode, Crew> = {
  [AlarmCode.GridLoss]: Crew.Electrical,
  [AlarmCode.PitchFault]: Crew.Mechanical,
  [AlarmCode.YawMisalignment]: Crew.Remote,
  [AlarmCode.GearboxOverTemp]: Crew.Mechanical,
  [AlarmCode.OverSpeed]: Crew.Remote,
  [AlarmCode.BladeIcing]: Crew.Mechanical,
};

export function parseAlarm(raw: string): AlarmCode | undefined {
  return (Object.values(AlarmCode) as string[]).includes(raw) ? (raw as AlarmCode) : undefined;
}

export function crewFor(raw: string): Crew {
  const code = parseAlarm(raw);
  return code === undefined ? Crew.Remote : DISPATCH[code];
}
