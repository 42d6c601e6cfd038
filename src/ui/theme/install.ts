// Installs the theme for the whole document: Poppins, global styles. Imported once by the app's boot and by
// Storybook's preview, so the component barrel (src/ui/index.ts) stays free of side effects and each page's chunk
// carries only the primitives it uses.
import './fonts';
import './global.css';
