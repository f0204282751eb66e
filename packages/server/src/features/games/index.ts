/** The games feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { DatabaseLogStore } from "./database-log-store";
export {
  addGamePlayers,
  addPlayedGame,
  findGameById,
  findOpenGameHostedBy,
  isDeckInGameOf,
  listDecksInGamesOf,
  listOpenGames,
  markGamePlaying,
  recordPlayedResults,
  setGameSettings,
  setGameStatus,
} from "./repository";
export { registerGameRoutes } from "./routes";
export { endedGameRefusal, GameService, gameAlreadyEnded, JOIN_LOOKUPS_PER_ADDRESS, noGameWithCode } from "./service";
