// Self-hosted Poppins, latin subset, only the weights the tokens use (400, 500, 600). No font CDN.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
