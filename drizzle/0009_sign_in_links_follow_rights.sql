-- Custom SQL migration file, put your code below! --
-- A sign-in link carries its issuer's authority over the member it is for: it lasts only as long
-- as the issuer is an admin of that member's organization. The database revokes it whatever
-- writes the change (a removal, an account's deletion, a role change, an import), in the same
-- transaction; the server checks the issuer again when the link is used.
CREATE FUNCTION hangar_revoke_sign_in_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only an admin of the organization hands links out: one who is no longer one takes theirs back.
  IF NEW.role IS DISTINCT FROM 'admin' OR NEW.org_id IS DISTINCT FROM OLD.org_id THEN
    DELETE FROM sign_in_links WHERE created_by_user_id = OLD.user_id;
  END IF;
  -- A link is for a membership: when it ends, so does the link.
  IF NEW.org_id IS DISTINCT FROM OLD.org_id THEN
    DELETE FROM sign_in_links WHERE user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_profiles_revoke_sign_in_links AFTER UPDATE OF org_id, role ON user_profiles
  FOR EACH ROW
  WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION hangar_revoke_sign_in_links();
--> statement-breakpoint
-- Links handed out before this migration by someone who has since lost the right.
DELETE FROM sign_in_links link WHERE NOT EXISTS (
  SELECT 1 FROM user_profiles member
    JOIN user_profiles issuer ON issuer.org_id = member.org_id AND issuer.role = 'admin'
   WHERE member.user_id = link.user_id AND issuer.user_id = link.created_by_user_id
);
