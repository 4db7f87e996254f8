-- Robots (CodeAbbey problem #355): a small, straightforward solution in Lua 5.4.
--
-- It speaks the statement's protocol on standard input and output: prints "INIT W H R P:", reads
-- four integers, then prints the field and "MOVE:" and reads a command, turn after turn, until the
-- game ends with LOST BY HIT, LOST BY FALL, WIN or LOST BY CAPTURE.
--
-- It plays ONE game and falls through the end of the code, as the statement asks: its checker
-- runs this code again for every game, in the same Lua state ("the checker code is added to
-- yours"). So there is no os.exit, no error at the end, and no global: every variable is a local
-- set afresh at the start of each run. Check it both ways:
--   ./robots check --lua examples/lua/robots.lua          (one Lua state, as the statement's checker)
--   ./robots check -- lua5.4 examples/lua/robots.lua      (a fresh process for each game)

local MAX_CELLS = 1000000

local function sign(v)
  if v > 0 then return 1 elseif v < 0 then return -1 else return 0 end
end

local function complain(message)
  io.stderr:write(message, "\n")
end

-- Reads the four INIT numbers, on one line or several; nil at end of input.
local function read_parameters()
  while true do
    print("INIT W H R P:")
    local numbers = {}
    local bad = nil
    while #numbers < 4 do
      local line = io.read("l")
      if line == nil then return nil end
      for token in line:gmatch("%S+") do
        local n = token:match("^%d+$") and math.tointeger(tonumber(token))
        if not n then bad = bad or ("not a number: " .. token) end
        numbers[#numbers + 1] = n or 0
      end
    end
    local w, h, r, p = numbers[1], numbers[2], numbers[3], numbers[4]
    if bad then
      complain(bad)
    elseif #numbers > 4 then
      complain("expected 4 numbers, got " .. #numbers)
    elseif w < 2 or h < 1 then
      complain("the field must be at least 2 x 1")
    elseif w * h > MAX_CELLS then
      complain("the field is too large (at most " .. MAX_CELLS .. " cells)")
    else
      local mid = h // 2
      local other_corners = (h == 1) and 0 or ((mid == 0 or mid == h - 1) and 2 or 4)
      if p > w * h - 2 - other_corners then
        complain("too many pits (at most " .. (w * h - 2 - other_corners) .. ")")
      elseif r + p > w * h - 2 then
        complain("too many robots and pits (at most " .. (w * h - 2) .. " together)")
      else
        return w, h, r, p
      end
    end
  end
end

-- Takes `count` cells at random from the list `cells` (which it shuffles partly).
local function pick(cells, count)
  local chosen = {}
  for i = 1, count do
    local j = math.random(i, #cells)
    cells[i], cells[j] = cells[j], cells[i]
    chosen[cells[i]] = true
  end
  return chosen
end

-- Parses a command line: returns {dx, dy, charge}, or nil and a reason.
local function parse_command(line)
  local dx, dy, charge, wait = 0, 0, false, false
  local vertical, horizontal = nil, nil
  for c in line:upper():gmatch("%S") do
    if c == "U" or c == "D" then
      if vertical then return nil, "one of U and D at most" end
      vertical = c
      dy = (c == "U") and -1 or 1
    elseif c == "L" or c == "R" then
      if horizontal then return nil, "one of L and R at most" end
      horizontal = c
      dx = (c == "L") and -1 or 1
    elseif c == "K" then
      if charge then return nil, "K twice" end
      charge = true
    elseif c == "W" then
      if wait then return nil, "W twice" end
      wait = true
    else
      return nil, "unknown letter " .. c
    end
  end
  if wait and (vertical or horizontal) then return nil, "W with a direction" end
  if not (vertical or horizontal or charge or wait) then return nil, "no letter" end
  return {dx = dx, dy = dy, charge = charge}
end

-- Plays one game; returns false when the input ended in the middle of it.
local function play(W, H, R, P)
  local function cell(x, y) return y * W + x end
  local exit = cell(0, H // 2)
  local px, py = W - 1, H // 2
  local corners = {}
  for _, c in ipairs({cell(0, 0), cell(W - 1, 0), cell(0, H - 1), cell(W - 1, H - 1)}) do
    corners[c] = true
  end

  -- Pits first (never on a corner), then robots, never on the player or the exit.
  local candidates = {}
  for c = 0, W * H - 1 do
    if c ~= exit and c ~= cell(px, py) and not corners[c] then candidates[#candidates + 1] = c end
  end
  local pits = pick(candidates, P)
  candidates = {}
  for c = 0, W * H - 1 do
    if c ~= exit and c ~= cell(px, py) and not pits[c] then candidates[#candidates + 1] = c end
  end
  local robots = pick(candidates, R)
  local robot_count = R

  while true do
    for y = 0, H - 1 do
      local row = {}
      for x = 0, W - 1 do
        local c = cell(x, y)
        local ch = "."
        if x == px and y == py then ch = "@"
        elseif robots[c] then ch = "X"
        elseif pits[c] then ch = "0"
        elseif c == exit then ch = "<" end
        row[#row + 1] = ch
      end
      print(table.concat(row, " "))
    end

    -- Read a command; empty lines are skipped, refused commands prompt again.
    local command
    print("MOVE:")
    while true do
      local line = io.read("l")
      if line == nil then
        complain("end of input in the middle of a game")
        return false
      end
      if line:match("%S") then
        local reason
        command, reason = parse_command(line)
        if command == nil then
          complain("refused: " .. reason)
        elseif px + command.dx < 0 or px + command.dx >= W or py + command.dy < 0 or py + command.dy >= H then
          complain("refused: that move leaves the field")
        else
          break
        end
        print("MOVE:")
      end
    end
    local dx, dy, charge = command.dx, command.dy, command.charge

    -- 1. The charge clears the 8 cells around the player, before it moves.
    if charge then
      for ny = py - 1, py + 1 do
        for nx = px - 1, px + 1 do
          local c = cell(nx, ny)
          if nx >= 0 and nx < W and ny >= 0 and ny < H and robots[c] then
            robots[c] = nil
            robot_count = robot_count - 1
          end
        end
      end
    end
    -- 2. The player moves; 3. what it stepped on.
    px, py = px + dx, py + dy
    local here = cell(px, py)
    if robots[here] then print("LOST BY HIT") return true end
    if pits[here] then print("LOST BY FALL") return true end
    if here == exit then print("WIN") return true end
    -- 4. All robots step toward the player at once.
    local moved, count, captured = {}, 0, false
    for c in pairs(robots) do
      local x, y = c % W, c // W
      x, y = x + sign(px - x), y + sign(py - y)
      local to = cell(x, y)
      if to == here then
        captured = true
      elseif not pits[to] and not moved[to] then
        moved[to] = true
        count = count + 1
      end
    end
    if captured then print("LOST BY CAPTURE") return true end
    robots, robot_count = moved, count
    -- 5. One new robot on a free corner while fewer than R remain.
    if robot_count < R then
      local free = {}
      for c in pairs(corners) do
        if not robots[c] and not pits[c] and c ~= here and c ~= exit then free[#free + 1] = c end
      end
      table.sort(free)
      if #free > 0 then
        robots[free[math.random(#free)]] = true
        robot_count = robot_count + 1
      end
    end
  end
end

-- One game per run; at the end of input (no game to play) this falls through as well.
local w, h, r, p = read_parameters()
if w ~= nil then
  play(w, h, r, p)
end
