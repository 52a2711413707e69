-- Purpose: lets a signed-in user see their own homebrew counts against the caps (the user profile page),
-- without exposing private.settings or anyone else's counts.
-- Tables: reads homebrew_{kind} through private.homebrew_count and the caps through private.setting.

-- The caller's own totals and the caps they are held to; anonymous callers get nothing.
create or replace function public.my_homebrew_usage()
returns table (created integer, published integer, creation_cap integer, publish_cap integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    private.homebrew_count(auth.uid(), false),
    private.homebrew_count(auth.uid(), true),
    private.setting('homebrew_creation_cap'),
    private.setting('homebrew_publish_cap')
  where auth.uid() is not null
$$;

revoke all on function public.my_homebrew_usage() from public, anon;
grant execute on function public.my_homebrew_usage() to authenticated;
