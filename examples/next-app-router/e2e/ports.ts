/** The app (`next start`), the mock REST API (`mock:serve`) and the recorder in front of it. */
export const APP_PORT = 4304
export const API_PORT = 4314
export const RECORDER_PORT = 4340
