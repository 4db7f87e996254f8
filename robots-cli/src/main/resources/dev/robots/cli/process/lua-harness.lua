-- The harness of `robots check --lua` and `robots bot --lua` (written out at run time; standard Lua 5.4).
--
-- It runs a CodeAbbey solution the way the statement's checker does: the file is loaded once and
-- run once per game, again and again, in this one Lua state, so a global left over from the
-- previous run is still there. Between runs it tells the checker what happened in a line that
-- starts with MARK (a \1 byte no solution prints) on standard output:
--   MARK returned          the chunk fell through its end; the harness then reads lines until
--                          "MARK run" (run the chunk again) or the end of input (stop, status 0)
--   MARK exit TRACEBACK    the chunk called os.exit, which the statement forbids (status 1)
--   MARK error TRACEBACK   the chunk raised an error (status 1)
--   MARK load MESSAGE      the file does not load (a syntax error; status 1)
-- TRACEBACK and MESSAGE have each backslash doubled and each line end written as \n; one over 64 KiB
-- is cut, saying so.
--
-- Usage: lua5.4 harness.lua FILE.lua

local MARK = "\1robots-harness"
local path = arg[1]
local stdout, stdin = io.stdout, io.stdin
local traceback, tostring, error, xpcall = debug.traceback, tostring, error, xpcall
local real_exit = os.exit

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

local chunk, load_error = load_solution()
if not chunk then
  mark("load", tostring(load_error))
  real_exit(1)
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

local function on_error(e)
  if e == EXIT then return e end
  return trimmed(traceback(tostring(e), 2))
end

-- As if the file were run directly: arg[0] is the file, no arguments.
arg = {[0] = path, [-1] = arg[-1]}

while true do
  exit_request = nil
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
  local line
  repeat
    line = stdin:read("l")
  until line == nil or line == MARK .. " run"
  if line == nil then break end
end
