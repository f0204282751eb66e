import { Navigate, Route, Routes } from "react-router";
import { AppLayout, BareLayout, PublicLayout } from "./components/app-layout";
import { lazyRoute, shownWhenRendered } from "./components/lazy-route";
import { RequireAuth, RequireSignedOut } from "./features/auth/route-guards";
import { JoinPageLoad } from "./navigation/join-page-load";
import Landing from "./routes/landing";

// Every screen is its own chunk, downloaded when first visited: a player joining a game loads only the join
// and play screens (issue 17). The landing page comes with the app: it arrives drawn (landing-prerender.tsx), and
// React takes the drawn page over only if its code is there at once.
const LandingRoute = shownWhenRendered(Landing);
const CardEditorRoute = lazyRoute(() => import("./routes/card-editor"));
const DashboardRoute = lazyRoute(() => import("./routes/dashboard"));
const DecksRoute = lazyRoute(() => import("./routes/decks"));
const GameRoute = lazyRoute(() => import("./routes/game"));
const GameReportRoute = lazyRoute(() => import("./routes/game-report"));
const GroupDetailRoute = lazyRoute(() => import("./routes/group-detail"));
const GroupsRoute = lazyRoute(() => import("./routes/groups"));
const HostGameRoute = lazyRoute(() => import("./routes/host-game"));
const HostStartRoute = lazyRoute(() => import("./routes/host-start"));
const LoginRoute = lazyRoute(() => import("./routes/login"));
const ProfileRoute = lazyRoute(() => import("./routes/profile"));
const SettingsRoute = lazyRoute(() => import("./routes/settings"));
const SignupRoute = lazyRoute(() => import("./routes/signup"));
const StudyRoute = lazyRoute(() => import("./routes/study"));

/** Every route of docs/product.md §2. */
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
      {/* The join page is a page of its own (join-app.tsx), for guests and accounts alike. */}
      <Route path="join/*" element={<JoinPageLoad />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
