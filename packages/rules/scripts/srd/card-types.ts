// Shared shapes for the domain card summaries.
import type { EffectInput, Modify } from '../../src/index';

export type CardText = string | { d: string; e?: EffectInput[]; modify?: Modify };

/** A named capability effect with optional extras (cost, range, trigger...). */
export const flagEffect = (flag: string, extra: Partial<EffectInput> = {}): EffectInput[] => [
  { kind: 'flag', flag, ...extra } as EffectInput,
];
