// Our summary of every domain card feature, assembled from three files (three domains each).
import type { CardText } from './card-types';
import { CARD_TEXT_ARCANA_BLADE_BONE } from './card-text-arcana-blade-bone';
import { CARD_TEXT_CODEX_GRACE_MIDNIGHT } from './card-text-codex-grace-midnight';
import { CARD_TEXT_SAGE_SPLENDOR_VALOR } from './card-text-sage-splendor-valor';

export const CARD_TEXT: Record<string, CardText> = {
  ...CARD_TEXT_ARCANA_BLADE_BONE,
  ...CARD_TEXT_CODEX_GRACE_MIDNIGHT,
  ...CARD_TEXT_SAGE_SPLENDOR_VALOR,
};
