-- The game master changes Fear by an amount, in one statement. Spending or gaining from the value the screen
-- last showed (an absolute write) would overwrite a Fear a player's roll added a moment before; an amount
-- added inside the database keeps both. Row level security decides who may: the campaigns update policy lets
-- only the owner (the game master) change the row. The result stays within 0 and 12, as the Fear tracker.
create or replace function public.change_fear(p_campaign_id bigint, p_delta integer)
returns smallint
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  result smallint;
begin
  if p_delta is null or p_delta not between -12 and 12 then
    raise exception 'Fear changes by at most 12 at a time.' using errcode = 'PT400';
  end if;
  update public.campaigns set fear = least(greatest(fear + p_delta, 0), 12)
    where id = p_campaign_id
    returning fear into result;
  if result is null then
    raise exception 'Only the game master of this campaign changes its Fear.' using errcode = 'PT403';
  end if;
  return result;
end
$$;
revoke all on function public.change_fear(bigint, integer) from public, anon;
grant execute on function public.change_fear(bigint, integer) to authenticated, service_role;
