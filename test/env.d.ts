// Components import their own stylesheets (ui/date-field.css...): let tests type-check them as Vite does.
/// <reference types="vite/client" />
