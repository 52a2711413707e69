// Dice a test chooses: the server draws every die through private.draw_die, so a suite that needs a roll with
// Fear (or a critical) queues the faces it wants, in the order roll_dice draws them (Hope, Fear, the edge d6,
// then the other dice). An empty queue falls back to the cryptographic draw. Only this suite's own database is
// changed (each suite starts its own), and the queue refuses a face its die does not have.
import type { TestDb } from './db.js';

const QUEUE = `create table if not exists private.test_dice
  (n bigint generated always as identity primary key, face integer not null)`;
const SCRIPTED = `
create or replace function private.draw_die(p_sides integer)
returns integer language plpgsql volatile set search_path = ''
as $fn$
declare
  queued private.test_dice;
  range_top bigint := 4294967296 - (4294967296 % p_sides);
  b bytea;
  n bigint;
begin
  -- Two rolls at once take their faces one roll after the other (the lock is held until the roll commits).
  perform pg_advisory_xact_lock(hashtext('test_dice'));
  delete from private.test_dice t where t.n = (select min(x.n) from private.test_dice x) returning * into queued;
  if queued.n is not null then
    if queued.face not between 1 and p_sides then
      raise exception 'scripted face % is not on a d%', queued.face, p_sides;
    end if;
    return queued.face;
  end if;
  loop
    b := extensions.gen_random_bytes(4);
    n := (get_byte(b, 0)::bigint << 24) | (get_byte(b, 1)::bigint << 16) | (get_byte(b, 2)::bigint << 8)
         | get_byte(b, 3)::bigint;
    if n < range_top then
      return 1 + (n % p_sides)::integer;
    end if;
  end loop;
end
$fn$;`;

/** Queues the faces the next dice the server draws will show (installs the scripted draw on first use). */
export async function scriptDice(db: TestDb, faces: readonly number[]): Promise<void> {
  await db.admin(async (tx) => {
    await tx.query(QUEUE);
    await tx.query(SCRIPTED);
    await tx.query(`delete from private.test_dice`);
    for (const face of faces) await tx.query(`insert into private.test_dice (face) values ($1)`, [face]);
  });
}

/** Lets a suite roll as often as it needs (the rate limit has its own test). */
export async function unlimitedRolls(db: TestDb): Promise<void> {
  await db.admin((tx) =>
    tx.query(`update private.settings set value = 1000000 where key in ('roll_burst', 'rolls_per_second')`),
  );
}
