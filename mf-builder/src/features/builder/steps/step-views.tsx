import type { ComponentType } from 'react';
import { BackgroundStep } from './background-step';
import { ClassStep } from './class-step';
import { DescriptionStep } from './description-step';
import { DomainCardsStep } from './domain-cards-step';
import { EquipmentStep } from './equipment-step';
import { ExperiencesStep } from './experiences-step';
import { HeritageStep } from './heritage-step';
import { NameStep } from './name-step';
import { ReviewStep } from './review-step';
import type { StepSlug } from './step-list';
import type { StepProps } from './step-props';
import { TraitsStep } from './traits-step';

/** The view of each step. */
export const STEP_VIEWS: Record<StepSlug, ComponentType<StepProps>> = {
  class: ClassStep,
  heritage: HeritageStep,
  traits: TraitsStep,
  equipment: EquipmentStep,
  experiences: ExperiencesStep,
  'domain-cards': DomainCardsStep,
  background: BackgroundStep,
  description: DescriptionStep,
  name: NameStep,
  review: ReviewStep,
};
