import { Navigate, Route, Routes } from "react-router";
import { AppLayout, BareLayout, PublicLayout } from "./components/app-layout";
import { RequireAuth, RequireSignedOut } from "./features/auth/route-guards";
import CardEditorRoute from "./routes/card-editor";
import DashboardRoute from "./routes/dashboard";
import DecksRoute from "./routes/decks";
import GameRoute from "./routes/game";
import GameReportRoute from "./routes/game-report";
import GroupDetailRoute from "./routes/group-detail";
import GroupsRoute from "./routes/groups";
import HostGameRoute from "./routes/host-game";
import HostStartRoute from "./routes/host-start";
import JoinRoute from "./routes/join";
import LandingRoute from "./routes/landing";
import LoginRoute from "./routes/login";
import PlayerGameRoute from "./routes/player-game";
import ProfileRoute from "./routes/profile";
import SettingsRoute from "./routes/settings";
import SignupRoute from "./routes/signup";
import StudyRoute from "./routes/study";

/** Every route of SPEC.md §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RequireSignedOut />}>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingRoute />} />
          <Route path="signup" element={<SignupRoute />} />
          <Route path="login" element={<LoginRoute />} />
        </Route>
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route path="dashboard" element={<DashboardRoute />} />
          <Route path="decks" element={<DecksRoute />} />
          <Route path="cards" element={<CardEditorRoute />} />
          <Route path="cards/:cardId" element={<CardEditorRoute />} />
          <Route path="groups" element={<GroupsRoute />} />
          <Route path="groups/:groupId" element={<GroupDetailRoute />} />
          <Route path="profile/:userId" element={<ProfileRoute />} />
          <Route path="settings" element={<SettingsRoute />} />
          <Route path="study" element={<StudyRoute />} />
          <Route path="study/:deckId" element={<StudyRoute />} />
          <Route path="game" element={<GameRoute />} />
          <Route path="games/:gameId/report" element={<GameReportRoute />} />
        </Route>
        <Route element={<BareLayout />}>
          <Route path="host/start" element={<HostStartRoute />} />
          <Route path="host/:gameId" element={<HostGameRoute />} />
        </Route>
      </Route>
      {/* Issue 12: signed out, a guest joins with a code and a nickname (no sidebar either way). */}
      <Route element={<BareLayout />}>
        <Route path="join" element={<JoinRoute />} />
        <Route path="join/lobby" element={<JoinRoute />} />
        <Route path="join/:gameId" element={<PlayerGameRoute />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
