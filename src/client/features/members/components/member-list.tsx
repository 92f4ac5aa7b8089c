import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { controlClasses } from "../../../components/ui/field";
import { LoadingMessage } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useMembers } from "../api/get-members";
import { matchesMemberSearch } from "../member-name";
import { memberMessages, membersTexts as texts } from "../members.texts";
import { MemberTable } from "./member-table";

const messageClasses =
  "rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300";

interface MemberListProps {
  isAdmin: boolean;
  currentUserId: string | undefined;
}

/** The name search and the organization's members that match it. */
export function MemberList({ isAdmin, currentUserId }: MemberListProps) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const list = useMembers();
  const matching = (list.data ?? []).filter((member) => matchesMemberSearch(member, search));

  return (
    <div className="space-y-4">
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {texts.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          className={cn(controlClasses, "pl-9")}
        />
      </div>
      {list.isPending ? (
        <LoadingMessage label={texts.loadingList} className="py-12" />
      ) : list.isError && !list.data ? (
        <div role="alert" className={messageClasses}>
          <p>{texts.fetchFailed}</p>
          <Button variant="secondary" className="mt-4" onClick={() => list.refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      ) : matching.length === 0 ? (
        <p role="status" className={messageClasses}>
          {memberMessages.noMembers}
        </p>
      ) : (
        <MemberTable members={matching} linkRows={isAdmin} currentUserId={currentUserId} />
      )}
    </div>
  );
}
