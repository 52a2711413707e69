-- Hiding a revealed adversary card again. Realtime sends a player no update of a row they may no longer read
-- (its RLS check runs on the new row), so an update of `revealed` to false would leave the card on every
-- player's screen. A delete is sent to every subscriber (by primary key only), so hiding replaces the card by a
-- hidden copy with a new id, in one transaction: the players hear the delete, the game master gets the copy
-- back. Row level security decides who may (only the game master deletes and inserts cards); a card already
-- hidden is returned as it is.
create function public.conceal_encounter_card(p_card_id integer)
returns setof public.campaign_encounter_adversaries
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  card public.campaign_encounter_adversaries;
begin
  -- The game master's own select policy finds the card; a player finds a revealed one, which the delete below
  -- (owner only) then refuses.
  select * into card from public.campaign_encounter_adversaries where id = p_card_id for update;
  if not found then
    raise exception 'Only the game master of this campaign hides its adversary cards.' using errcode = 'PT403';
  end if;
  if not card.revealed then
    return next card;
    return;
  end if;
  delete from public.campaign_encounter_adversaries where id = p_card_id;
  if not found then
    raise exception 'Only the game master of this campaign hides its adversary cards.' using errcode = 'PT403';
  end if;
  return query
    insert into public.campaign_encounter_adversaries
      (encounter_id, campaign_id, adversary_id, label, position, hp_marked, stress_marked, conditions, revealed)
    values (card.encounter_id, card.campaign_id, card.adversary_id, card.label, card.position, card.hp_marked,
      card.stress_marked, card.conditions, false)
    returning *;
end
$$;
revoke all on function public.conceal_encounter_card(integer) from public, anon;
grant execute on function public.conceal_encounter_card(integer) to authenticated, service_role;
