import { useState } from "react";
import { ListView } from "../../../components/ui/list-view";
import { SearchBox } from "../../../components/ui/search-box";
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
      <ListView
        query={list}
        texts={{
          loading: texts.loadingList,
          failed: texts.fetchFailed,
          tryAgain: texts.tryAgain,
          empty: memberMessages.noMembers,
        }}
        isEmpty={matching.length === 0}
      >
        <MemberTable members={matching} linkRows={isAdmin} currentUserId={currentUserId} />
      </ListView>
    </div>
  );
}
