// The campaign actions as SQL functions (what the edge functions call), on PGlite and PostgreSQL 15: each
// success path and each refusal with its code (PostgREST turns 'PT4xx' into HTTP 4xx) and message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, sqlState, startDb } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { buildWorld, one } from './harness/world.js';
import type { World } from './harness/world.js';

type Outcome = { ok: true; value: unknown } | { ok: false; code: string; message: string };

describe.each(engines())('campaign functions on $kind', ({ kind, skip }) => {
  let db: TestDb;
  let w: World;
  beforeAll(async () => {
    if (skip) return;
    db = await startDb(kind);
    w = await buildWorld(db);
  });
  afterAll(async () => {
    await db?.stop();
  });

  /** Calls `select <fn>(...)` as the user and reports the value or the error. */
  async function call(user: TestUser | null, fn: string, ...args: unknown[]): Promise<Outcome> {
    const placeholders = args.map((_, i) => `$${i + 1}`).join(', ');
    try {
      const value = await db.as(user, (tx) =>
        one<unknown>(tx, `select to_jsonb(public.${fn}(${placeholders}))`, args),
      );
      return { ok: true, value };
    } catch (err) {
      const e = err as { code: string; message: string };
      return { ok: false, code: e.code, message: e.message };
    }
  }
  const refusal = (code: string, message: string): Outcome => ({ ok: false, code, message });
  const sees = async (user: TestUser, table: string, id: number) =>
    (await db.as(user, (tx) => tx.query(`select 1 from public.${table} where id = $1`, [id]))).rows.length ===
    1;
  const campaignOf = (characterId: number) =>
    db.admin((tx) =>
      one<number | null>(tx, `select campaign from public.characters where id = $1`, [characterId]),
    );

  describe.skipIf(skip)('in order, on one campaign', () => {
    it('generate_campaign_invite: the owner gets a new invite and the old one stops working', async () => {
      const fresh = await call(w.gm, 'generate_campaign_invite', w.campaign);
      expect(fresh.ok && fresh.value).toMatch(/^[0-9a-f]{32}$/);
      expect(fresh.ok && fresh.value).not.toBe(w.invite);
      expect(await call(null, 'preview_campaign_invite', w.invite)).toEqual(
        refusal('PT404', 'This invite is not valid: it may have been replaced by a newer one.'),
      );
      w.invite = (fresh as { value: string }).value;
    });

    it('generate_campaign_invite: refused to members, strangers and visitors', async () => {
      expect(await call(w.member, 'generate_campaign_invite', w.campaign)).toEqual(
        refusal('PT403', 'Only the campaign owner can create an invite.'),
      );
      expect(await call(w.stranger, 'generate_campaign_invite', w.campaign)).toEqual(
        refusal('PT404', 'Campaign not found.'),
      );
      expect(await call(w.gm, 'generate_campaign_invite', 999_999)).toEqual(
        refusal('PT404', 'Campaign not found.'),
      );
      expect((await call(null, 'generate_campaign_invite', w.campaign)) as { code: string }).toMatchObject({
        code: '42501',
      });
    });

    it('preview_campaign_invite: a visitor sees the campaign name and the owner display name only', async () => {
      expect(await call(null, 'preview_campaign_invite', w.invite)).toEqual({
        ok: true,
        value: { campaign_id: w.campaign, campaign_name: 'The Sablewood', owner_name: 'Gamemaster' },
      });
      expect(await call(w.stranger, 'preview_campaign_invite', 'f'.repeat(32))).toMatchObject({
        code: 'PT404',
      });
    });

    it('join_campaign: the character joins, its dashboard row is created, the campaign becomes readable', async () => {
      expect(await sees(w.stranger, 'campaigns', w.campaign)).toBe(false);
      const joined = await call(w.stranger, 'join_campaign', w.invite, w.spare.stranger);
      expect(joined).toMatchObject({
        ok: true,
        value: {
          campaign_id: w.campaign,
          character_id: w.spare.stranger,
          user_id: w.stranger.id,
          character_name: 'Spare S',
          character_level: 2,
        },
      });
      expect(await campaignOf(w.spare.stranger)).toBe(w.campaign);
      expect(await sees(w.stranger, 'campaigns', w.campaign)).toBe(true);
      expect(await sees(w.gm, 'campaign_dashboard', (joined as { value: { id: number } }).value.id)).toBe(
        true,
      );
    });

    it('join_campaign: refusals', async () => {
      expect(await call(w.stranger, 'join_campaign', w.invite, w.spare.stranger)).toEqual(
        refusal('PT409', 'This character has already joined this campaign.'),
      );
      expect(await call(w.stranger, 'join_campaign', w.invite, w.spare.player)).toEqual(
        refusal('PT404', 'Character not found.'),
      );
      expect(await call(w.stranger, 'join_campaign', 'a'.repeat(32), w.spare.stranger)).toMatchObject({
        code: 'PT404',
      });
      const other = await db.as(w.member, (tx) =>
        one<number>(tx, `insert into public.campaigns (name) values ('Elsewhere') returning id`),
      );
      const otherInvite = await call(w.member, 'generate_campaign_invite', other);
      expect(
        await call(w.stranger, 'join_campaign', (otherInvite as { value: string }).value, w.spare.stranger),
      ).toEqual(refusal('PT409', 'This character is already in another campaign: leave it first.'));
      expect(await call(null, 'join_campaign', w.invite, w.spare.stranger)).toMatchObject({ code: '42501' });
      // Leaving happens through leave_campaign only: clearing the column directly would leave the row shared.
      const clear = await db
        .as(w.stranger, (tx) =>
          tx.query(
            `update public.characters set campaign = null, expected_revision = revision where id = $1`,
            [w.spare.stranger],
          ),
        )
        .then(
          () => 'accepted',
          (e: { code: string }) => e.code,
        );
      expect(clear).toBe('42501');
    });

    it('leave_campaign: the row is deleted (sharing revoked) and the character leaves the campaign', async () => {
      expect(await call(w.stranger, 'leave_campaign', w.campaign)).toEqual({
        ok: true,
        value: { campaign_id: w.campaign, campaign_name: 'The Sablewood', left: 1 },
      });
      expect(await campaignOf(w.spare.stranger)).toBeNull();
      expect(await sees(w.stranger, 'campaigns', w.campaign)).toBe(false);
      expect(await call(w.stranger, 'leave_campaign', w.campaign)).toEqual(
        refusal('PT404', 'You are not in this campaign.'),
      );
    });

    it('link_campaign_homebrew / unlink_campaign_homebrew: success and refusals', async () => {
      const hb = w.homebrew.weapons;
      expect(await call(w.gm, 'link_campaign_homebrew', 'swords', hb.playerPublic, w.campaign)).toEqual(
        refusal('PT400', 'Invalid homebrew type'),
      );
      expect(await call(w.gm, 'unlink_campaign_homebrew', 'weapon', hb.playerPublic, w.campaign)).toEqual(
        refusal('PT400', 'Invalid homebrew type'),
      );
      expect(await call(w.member, 'link_campaign_homebrew', 'weapons', hb.playerPublic, w.campaign)).toEqual(
        refusal('PT403', 'Only the campaign owner can link homebrew.'),
      );
      expect(
        await call(w.stranger, 'link_campaign_homebrew', 'weapons', hb.playerPublic, w.campaign),
      ).toEqual(refusal('PT404', 'Campaign not found.'));
      // A private record of someone else cannot be linked, so a link never exposes it.
      expect(await call(w.gm, 'link_campaign_homebrew', 'weapons', hb.playerPrivate, w.campaign)).toEqual(
        refusal(
          'PT404',
          'Homebrew record not found: only your own records and public records can be linked.',
        ),
      );
      const linked = await call(w.gm, 'link_campaign_homebrew', 'weapons', hb.playerPublic, w.campaign);
      expect(linked).toMatchObject({
        ok: true,
        value: { campaign_id: w.campaign, item_id: hb.playerPublic, user_id: w.gm.id },
      });
      expect(await call(w.gm, 'link_campaign_homebrew', 'weapons', hb.playerPublic, w.campaign)).toEqual(
        refusal('PT409', 'This homebrew record is already linked to the campaign.'),
      );
      expect(
        await call(w.member, 'unlink_campaign_homebrew', 'weapons', hb.playerPublic, w.campaign),
      ).toEqual(refusal('PT403', 'Only the campaign owner can unlink homebrew.'));
      expect(
        await call(w.gm, 'unlink_campaign_homebrew', 'weapons', hb.playerPublic, w.campaign),
      ).toMatchObject({
        ok: true,
        value: { item_id: hb.playerPublic },
      });
      expect(await call(w.gm, 'unlink_campaign_homebrew', 'weapons', hb.playerPublic, w.campaign)).toEqual(
        refusal('PT404', 'This homebrew record is not linked to the campaign.'),
      );
    });

    it('unlinking a private record takes it away from the members at once', async () => {
      const hb = w.homebrew.classes;
      expect(await sees(w.member, 'homebrew_classes', hb.gmPrivateLinked)).toBe(true);
      expect(
        await call(w.gm, 'unlink_campaign_homebrew', 'classes', hb.gmPrivateLinked, w.campaign),
      ).toMatchObject({
        ok: true,
      });
      expect(await sees(w.member, 'homebrew_classes', hb.gmPrivateLinked)).toBe(false);
      expect(await sees(w.gm, 'homebrew_classes', hb.gmPrivateLinked)).toBe(true);
    });

    it('kick_from_campaign: only the campaign owner kicks; the player loses access', async () => {
      expect(await call(w.member, 'kick_from_campaign', w.playerDashboard)).toEqual(
        refusal('PT403', 'Only the campaign owner can kick players.'),
      );
      expect(await call(w.stranger, 'kick_from_campaign', w.playerDashboard)).toMatchObject({
        code: 'PT404',
      });
      expect(await call(w.gm, 'kick_from_campaign', w.memberDashboard)).toEqual({
        ok: true,
        value: { character_name: 'Bram', campaign_name: 'The Sablewood' },
      });
      expect(await campaignOf(w.memberCharacter)).toBeNull();
      expect(await sees(w.member, 'campaigns', w.campaign)).toBe(false);
      expect(await sees(w.member, `homebrew_items`, w.homebrew.items.gmPrivateLinked)).toBe(false);
      expect(await call(w.gm, 'kick_from_campaign', w.memberDashboard)).toEqual(
        refusal('PT404', 'Dashboard entry not found.'),
      );
    });

    it('a kicked player cannot rejoin with the invite they held; others still can, and a new invite lets them back', async () => {
      const kickedOut = refusal(
        'PT403',
        'You were removed from this campaign: ask the game master for a new invite.',
      );
      expect(await call(w.member, 'join_campaign', w.invite, w.memberCharacter)).toEqual(kickedOut);
      expect(await call(w.member, 'join_campaign', w.invite, w.spare.member)).toEqual(kickedOut);
      expect(await sees(w.member, 'campaigns', w.campaign)).toBe(false);
      // The same link still works for someone else who holds it.
      const joined = await call(w.player, 'join_campaign', w.invite, w.spare.player);
      expect(joined.ok).toBe(true);
      // Nobody can read the record of the kick.
      expect(
        await sqlState(() => db.as(w.member, (tx) => tx.query('select * from private.campaign_kicks'))),
      ).toBe('42501');
      // The game master resets the invite and shares it again: the player is back.
      const fresh = await call(w.gm, 'generate_campaign_invite', w.campaign);
      w.invite = (fresh as { value: string }).value;
      const back = await call(w.member, 'join_campaign', w.invite, w.memberCharacter);
      expect(back.ok).toBe(true);
      expect(await campaignOf(w.memberCharacter)).toBe(w.campaign);
      // Leaving on one's own blocks nothing.
      expect((await call(w.member, 'leave_campaign', w.campaign)).ok).toBe(true);
      expect((await call(w.member, 'join_campaign', w.invite, w.memberCharacter)).ok).toBe(true);
    });

    it('delete_campaign: only the owner deletes; dashboard, invite and links go with it', async () => {
      expect(await call(w.player, 'delete_campaign', w.campaign)).toEqual(
        refusal('PT403', 'Only the campaign owner can delete the campaign.'),
      );
      expect(await call(w.stranger, 'delete_campaign', w.campaign)).toEqual(
        refusal('PT404', 'Campaign not found.'),
      );
      expect(await call(w.gm, 'delete_campaign', w.campaign)).toEqual({
        ok: true,
        value: { campaign_id: w.campaign, campaign_name: 'The Sablewood' },
      });
      expect(await campaignOf(w.playerCharacter)).toBeNull();
      const left = await db.admin((tx) =>
        tx.query<{ n: number }>(
          `select (select count(*) from public.campaign_dashboard where campaign_id = $1)
                + (select count(*) from public.campaign_invites where campaign_id = $1)
                + (select count(*) from public.campaign_homebrew_items where campaign_id = $1) as n`,
          [w.campaign],
        ),
      );
      expect(Number(left.rows[0]?.n)).toBe(0);
      expect(await sees(w.player, `homebrew_items`, w.homebrew.items.gmPrivateLinked)).toBe(false);
    });
  });
});
