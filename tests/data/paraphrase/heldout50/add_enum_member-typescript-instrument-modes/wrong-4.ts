// Instrument modes of the Ravensmoor spectrograph and their setup costs.

export enum InstrumentMode {
  Imaging = 'imaging',
  LongSlit = 'longslit',
  Echelle = 'echelle',
  Polarimetry = 'polarimetry',
  Photometry = 'photometry',
}

export interface ModeSetup {
  mode: InstrumentMode;
  setupMinutes: number;
  needsArcLamp: boolean;
  filterWheel: string | null;
}

export const MODE_SETUPS: Record<InstrumentMode, ModeSetup> = {
  [InstrumentMode.Imaging]: { mode: InstrumentMode.Imaging, setupMinutes: 5, needsArcLamp: false, filterWheel: 'UBVRI' },
  [InstrumentMode.LongSlit]: { mode: InstrumentMode.LongSlit, setupMinutes: 12, needsArcLamp: true, filterWheel: null },
  [InstrumentMode.Echelle]: { mode: InstrumentMode.Echelle, setupMinutes: 20, needsArcLamp: true, filterWheel: null },
  [InstrumentMode.Polarimetry]: { mode: InstrumentMode.Polarimetry, setupMinutes: 15, needsArcLamp: false, filterWheel: 'BVR' },
  [InstrumentMode.Photometry]: { mode: InstrumentMode.Imaging, setupMinutes: 8, needsArcLamp: false, filterWheel: 'ugriz' },
};

export function parseMode(text: string): InstrumentMode {
  const wanted = text.trim().toLowerCase();
  for (const mode of Object.values(InstrumentMode)) {
    if (mode === wanted) {
      return mode;
    }
  }
  throw new Error(`unknown instrument mode: ${text}`);
}

export function nightOverhead(modes: InstrumentMode[]): number {
  let minutes = 0;
  let previous: InstrumentMode | null = null;
  for (const mode of modes) {
    if (mode !== previous) {
      minutes += MODE_SETUPS[mode].setupMinutes;
    }
    previous = mode;
  }
  return minutes;
}
