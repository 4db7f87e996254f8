// The engine: robots-core and its autopilot compiled by TeaVM into robots.js, loaded before the page's
// script. Its one export, robotsEngine(), gives one object (dev.robots.web.PageEngine) whose results
// are typed: a play's status, a move's verdict, an ending are named values, never text to parse.
export const engine = robotsEngine();
