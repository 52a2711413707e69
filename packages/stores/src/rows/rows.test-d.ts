// The row schemas are pinned to the generated database types (supabase/types/database.ts, made from the
// migrations): a column added, removed or retyped in a migration fails here until its schema follows.
// jsonb columns are typed `Json` by the generator; their schemas are stricter, so for them only the direction
// "what the schema gives fits the column" is checked, and the column names are compared both ways.
import { describe, expectTypeOf, it } from 'vitest';
import type { HomebrewKind } from '@duality/rules';
import type { Tables } from '@duality/supabase';
import type { CampaignRow } from './campaign-rows';
import type { CharacterRow } from './character-rows';
import type { DashboardRow } from './dashboard-rows';
import type { CampaignHomebrewLinkRow, HomebrewRow } from './homebrew-rows';
import type { UserProfileRow } from './profile-rows';
import type { CampaignInviteRow } from './read-only-rows';

type Jsonb<Row, Columns extends keyof Row> = Omit<Row, Columns>;

describe('row schemas match the generated database types', () => {
  it('campaigns', () => {
    expectTypeOf<CampaignRow>().toEqualTypeOf<Tables<'campaigns'>>();
  });

  it('campaign_invites', () => {
    expectTypeOf<CampaignInviteRow>().toEqualTypeOf<Tables<'campaign_invites'>>();
  });

  it('user_profiles', () => {
    expectTypeOf<UserProfileRow>().toEqualTypeOf<Tables<'user_profiles'>>();
  });

  it('characters (data is jsonb)', () => {
    expectTypeOf<keyof CharacterRow>().toEqualTypeOf<keyof Tables<'characters'>>();
    expectTypeOf<Jsonb<CharacterRow, 'data'>>().toEqualTypeOf<Jsonb<Tables<'characters'>, 'data'>>();
    expectTypeOf<CharacterRow>().toExtend<Tables<'characters'>>();
  });

  it('campaign_dashboard (the four tracks are jsonb; the conditions a text[] the schema names one by one)', () => {
    type Tracks = 'health' | 'stress' | 'armor' | 'hope' | 'conditions';
    expectTypeOf<keyof DashboardRow>().toEqualTypeOf<keyof Tables<'campaign_dashboard'>>();
    expectTypeOf<Jsonb<DashboardRow, Tracks>>().toEqualTypeOf<Jsonb<Tables<'campaign_dashboard'>, Tracks>>();
    expectTypeOf<DashboardRow>().toExtend<Tables<'campaign_dashboard'>>();
  });

  it('the seven homebrew tables (data is jsonb) and their campaign links', () => {
    type Each<K extends HomebrewKind> = {
      keys: keyof Tables<`homebrew_${K}`>;
      columns: Jsonb<Tables<`homebrew_${K}`>, 'data'>;
      row: Tables<`homebrew_${K}`>;
      link: Tables<`campaign_homebrew_${K}`>;
    };
    type All = Each<HomebrewKind>;
    expectTypeOf<keyof HomebrewRow>().toEqualTypeOf<All['keys']>();
    expectTypeOf<Jsonb<HomebrewRow, 'data'>>().toEqualTypeOf<All['columns']>();
    expectTypeOf<HomebrewRow>().toExtend<All['row']>();
    expectTypeOf<CampaignHomebrewLinkRow>().toEqualTypeOf<All['link']>();
  });
});
