import { placementContract } from "../../test/contracts";
import { LocalPlacement } from "./placement";

placementContract("local", () => new LocalPlacement());
