/** The images feature's front door: what other features and the app's wiring may use (docs/code-style.md §2). */
export { type ImageUpload, readImageUpload } from "./read-image-upload";
export { deleteImage, insertImage } from "./repository";
export { registerImageRoutes } from "./routes";
