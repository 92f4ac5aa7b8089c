import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ListView } from "../../../components/ui/list-view";
import { NextStep } from "../../../components/ui/next-step";
import { SearchBox } from "../../../components/ui/search-box";
import { useMembers } from "../api/get-members";
import { matchesMemberSearch } from "../member-name";
import { memberMessages, membersTexts as texts } from "../members.texts";
import { MemberTable } from "./member-table";

interface MemberListProps {
  isAdmin: boolean;
  currentUserId: string | undefined;
  /** Offered to an administrator who is still the only member. */
  onInvite?: () => void;
}

/** The name search and the organization's members that match it. */
export function MemberList({ isAdmin, currentUserId, onInvite }: MemberListProps) {
  const [search, setSearch] = useState("");
  const list = useMembers();
  const matching = (list.data ?? []).filter((member) => matchesMemberSearch(member, search));
  const onlyYou = list.data?.length === 1 && list.data[0]?.id === currentUserId;

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
        emptyNext={
          <NextStep
            hint={texts.noMatchNext}
            action={
              <Button variant="secondary" onClick={() => setSearch("")}>
                {texts.clearSearch}
              </Button>
            }
          />
        }
      >
        <MemberTable members={matching} linkRows={isAdmin} currentUserId={currentUserId} />
        {onInvite && onlyYou && !search.trim() && (
          <NextStep
            hint={texts.onlyYouNext}
            action={<Button onClick={onInvite}>{texts.inviteMembers}</Button>}
          />
        )}
      </ListView>
    </div>
  );
}
