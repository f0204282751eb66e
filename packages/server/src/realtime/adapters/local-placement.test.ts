import { placementContract } from "../../../test/contracts";
import { LocalPlacement } from "./local-placement";

placementContract("local", () => new LocalPlacement());
