-- The harness of `robots check --lua` and `robots bot --lua` (written out at run time; standard Lua 5.4).
--
-- It runs a CodeAbbey solution the way the statement's checker does: the file is loaded once and
-- run once per game, again and again, in this one Lua state, so a global left over from the
-- previous run is still there. Each run starts when the checker sends "MARK run X Y": the harness
-- first seeds math.random with math.randomseed(X, Y), the seed of the game the run starts, so that
-- a run, a game alone and games 1..G draw the same numbers every time. Between runs it tells the
-- checker what happened in a line that starts with MARK (a \1 byte no solution prints) on standard
-- output:
--   MARK returned          the chunk fell through its end; the harness then reads lines until
--                          "MARK run X Y" (run the chunk again) or the end of input (stop, status 0)
--   MARK exit TRACEBACK    the chunk called os.exit, which the statement forbids (status 1)
--   MARK error TRACEBACK   the chunk raised an error (status 1)
--   MARK load MESSAGE      the file does not load (a syntax error; status 1)
-- TRACEBACK and MESSAGE have each backslash doubled and each line end written as \n; one over 64 KiB
-- is cut, saying so.
--
-- The chunk's own calls of math.randomseed (which replace the harness's seed) are written to
-- SEEDING, one line each: RUN KIND VALUE WHERE, KIND "none" (no argument: Lua picks a random seed),
-- "clock" (a value os.time() or os.clock() returned in that run) or "value"; after MAX_SEEDINGS of
-- them a line counts the rest.
--
-- Usage: lua5.4 harness.lua FILE.lua [SEEDING]

local MARK = "\1robots-harness"
local path, seeding_path = arg[1], arg[2]
local stdout, stdin = io.stdout, io.stdin
local traceback, tostring, error, xpcall = debug.traceback, tostring, error, xpcall
local real_exit, real_randomseed, real_time, real_clock = os.exit, math.randomseed, os.time, os.clock
local getinfo, select = debug.getinfo, select

-- A message longer than this is cut (the checker reads lines of at most 1 MiB; escaped, a byte takes
-- at most two).
local MAX_TEXT = 64 * 1024

local function mark(kind, text)
  stdout:flush()
  if text then
    if #text > MAX_TEXT then
      text = text:sub(1, MAX_TEXT) .. "... (cut: " .. #text .. " bytes in all)"
    end
    text = text:gsub("\\", "\\\\"):gsub("\n", "\\n")
    stdout:write(MARK, " ", kind, " ", text, "\n")
  else
    stdout:write(MARK, " ", kind, "\n")
  end
  stdout:flush()
end

-- Loaded as loadfile would (a UTF-8 byte order mark, then a first line starting with #, skipped),
-- but named by the file's base name: Lua cuts a long path in messages to its last 60 characters.
local function load_solution()
  local file, open_error = io.open(path, "rb")
  if not file then return nil, open_error end
  local text = file:read("a")
  file:close()
  if text:sub(1, 3) == "\239\187\191" then text = text:sub(4) end
  if text:sub(1, 1) == "#" then text = "--" .. text end
  return load(text, "@" .. path:match("[^/\\]*$"), "t")
end


-- The traceback without the harness's own frames below the chunk.
local function trimmed(trace)
  return (trace:gsub("\n\t%[C%]: in function 'xpcall'.*$", ""))
end

-- os.exit ends the chunk's run with this error instead of the Lua state; the traceback says where.
local exit_request = nil
local EXIT = setmetatable({}, {__tostring = function() return "os.exit" end})
os.exit = function(code)
  exit_request = trimmed(traceback("os.exit(" .. tostring(code) .. ") called", 2))
  error(EXIT, 0)
end

-- The chunk's own seeding is honoured (the program runs as written), and written down for the report:
-- the first MAX_SEEDINGS calls a line each, then one line "more COUNT LAST_RUN same|differ" rewritten in
-- place (fixed width): how many calls came after them, the last one's run, whether any of them was
-- unlike the first call.
local MAX_SEEDINGS = 20
local seeding_file = seeding_path and io.open(seeding_path, "w")
local seedings, first_seeding, later_differ, more_at = 0, nil, false, nil
local run_number, clock_values = 0, {}
local function noted_clock(...)
  local t = ...
  if t ~= nil then clock_values[t] = true end
  return ...
end
os.time = function(...)
  if (...) == nil then return noted_clock(real_time()) end
  return real_time(...)
end
os.clock = function() return noted_clock(real_clock()) end
math.randomseed = function(...)
  if seeding_file then
    seedings = seedings + 1
    local n, x = select("#", ...), ...
    local kind = n == 0 and "none" or (clock_values[x] and "clock" or "value")
    local value = n == 0 and "-" or tostring(x):sub(1, 40):gsub("%s", "_")
    first_seeding = first_seeding or (kind .. " " .. value)
    if seedings <= MAX_SEEDINGS then
      local info = getinfo(2, "Sl")
      local where = info and (info.short_src .. ":" .. (info.currentline or 0)) or "?"
      seeding_file:write(run_number, " ", kind, " ", value, " ", (where:gsub("[\r\n]", " ")), "\n")
      more_at = seeding_file:seek()
    else
      later_differ = later_differ or (kind .. " " .. value) ~= first_seeding
      seeding_file:seek("set", more_at)
      seeding_file:write(string.format("more %10d %10d %s\n", seedings - MAX_SEEDINGS, run_number,
        later_differ and "differ" or "same  "))
    end
    seeding_file:flush()
  end
  return real_randomseed(...)
end

-- Reads lines until "MARK run X Y" (then seeds math.random with X and Y, and gives true) or the end
-- of input (nil).
local function await_run()
  while true do
    local line = stdin:read("l")
    if line == nil then return nil end
    if line:sub(1, #MARK + 4) == MARK .. " run" then
      local x, y = line:match("^%S+ run (%-?%d+) (%d+)$")
      if x then real_randomseed(tonumber(x), tonumber(y)) end
      return true
    end
  end
end

local function on_error(e)
  if e == EXIT then return e end
  return trimmed(traceback(tostring(e), 2))
end

-- As if the file were run directly: arg[0] is the file, no arguments.
arg = {[0] = path, [-1] = arg[-1]}

-- The file is loaded when the first run is asked for (so the checker's first line finds the harness
-- still reading), and only once.
local chunk = nil
while await_run() do
  if not chunk then
    local load_error
    chunk, load_error = load_solution()
    if not chunk then
      mark("load", tostring(load_error))
      real_exit(1)
    end
  end
  exit_request = nil
  run_number, clock_values = run_number + 1, {}
  local ok, err = xpcall(chunk, on_error)
  -- An os.exit inside the chunk's own pcall still counts: the real one would have ended the state.
  if exit_request then
    mark("exit", exit_request)
    real_exit(1)
  end
  if not ok then
    mark("error", tostring(err))
    real_exit(1)
  end
  mark("returned")
end
