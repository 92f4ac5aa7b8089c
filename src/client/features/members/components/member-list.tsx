import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { listMessageClasses, SearchBox } from "../../../components/ui/search-box";
import { LoadingMessage } from "../../../components/ui/spinner";
import { useMembers } from "../api/get-members";
import { matchesMemberSearch } from "../member-name";
import { memberMessages, membersTexts as texts } from "../members.texts";
import { MemberTable } from "./member-table";

interface MemberListProps {
  isAdmin: boolean;
  currentUserId: string | undefined;
}

/** The name search and the organization's members that match it. */
export function MemberList({ isAdmin, currentUserId }: MemberListProps) {
  const [search, setSearch] = useState("");
  const list = useMembers();
  const matching = (list.data ?? []).filter((member) => matchesMemberSearch(member, search));

  return (
    <div className="space-y-4">
      <SearchBox
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      {list.isPending ? (
        <LoadingMessage label={texts.loadingList} className="py-12" />
      ) : list.isError && !list.data ? (
        <div role="alert" className={listMessageClasses}>
          <p>{texts.fetchFailed}</p>
          <Button variant="secondary" className="mt-4" onClick={() => list.refetch()}>
            {texts.tryAgain}
          </Button>
        </div>
      ) : matching.length === 0 ? (
        <p role="status" className={listMessageClasses}>
          {memberMessages.noMembers}
        </p>
      ) : (
        <MemberTable members={matching} linkRows={isAdmin} currentUserId={currentUserId} />
      )}
    </div>
  );
}
