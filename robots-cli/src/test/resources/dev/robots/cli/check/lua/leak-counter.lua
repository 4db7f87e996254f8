-- A test fixture of `robots check`: lua/statement.lua with LEAKED STATE, a counter that grows: the
-- player has 3 charges, counted in a global that is set only in the first run, so that from the
-- game where the earlier games used them up, K does nothing from the start of a game on.
-- Every game alone is played correctly; a run after others is not.
local EXIT_OVER_ROBOT = "X"      -- a robot standing on the exit is drawn as this
local EXIT_CORNER_FREE = false   -- the exit's corner (H of 1 or 2) may get a new robot
local WIN_BEFORE_HIT = false     -- stepping onto a robot that stands on the exit wins
local WIN_LINE = "WIN"           -- "WIN or something like this"
local PITS_ON_CORNERS = false    -- pits may go on corners
local ROW_END = ""               -- printed after the last cell of a row

charges_used = charges_used or 0 -- a global, never reset
print("INIT W H R P:")
local W, H, R, P = io.read("n", "n", "n", "n")

local function key(x, y) return y * W + x end

local function play()
  io.read() -- "after reading initial parameters one empty read follows to devour line end"
  local px, py = W - 1, H // 2
  local ex, ey = 0, H // 2
  local pits, robots = {}, {}
  local corners = {}
  for _, c in ipairs({{0, 0}, {W - 1, 0}, {0, H - 1}, {W - 1, H - 1}}) do
    corners[key(c[1], c[2])] = c
  end
  local cells = {}
  for y = 0, H - 1 do
    for x = 0, W - 1 do
      local k = key(x, y)
      if not (x == px and y == py) and not (x == ex and y == ey) then
        cells[#cells + 1] = k
      end
    end
  end
  local function take(count, allowed, into)
    local free = {}
    for _, k in ipairs(cells) do
      if allowed(k) then free[#free + 1] = k end
    end
    for i = 1, count do
      local j = math.random(i, #free)
      free[i], free[j] = free[j], free[i]
      into[free[i]] = true
    end
  end
  take(P, function(k) return PITS_ON_CORNERS or not corners[k] end, pits)
  take(R, function(k) return not pits[k] end, robots)

  while true do
    for y = 0, H - 1 do
      local row = {}
      for x = 0, W - 1 do
        local k = key(x, y)
        local exit = x == ex and y == ey
        local c = "."
        if x == px and y == py then c = "@"
        elseif robots[k] then c = exit and EXIT_OVER_ROBOT or "X"
        elseif pits[k] then c = "0"
        elseif exit then c = "<" end
        row[#row + 1] = c
      end
      print(table.concat(row, " ") .. ROW_END)
    end
    print("MOVE:")
    local line = io.read()
    while line == "" do line = io.read() end -- "If the input is empty simply repeat it"
    if line == nil then return end
    local dx, dy, charge = 0, 0, false
    for c in line:gmatch(".") do
      if c == "U" then dy = -1 elseif c == "D" then dy = 1
      elseif c == "L" then dx = -1 elseif c == "R" then dx = 1
      elseif c == "K" then charge = true end
    end
    if charge and charges_used < 3 then
      charges_used = charges_used + 1
      for k in pairs(robots) do
        local x, y = k % W, k // W
        if math.abs(x - px) <= 1 and math.abs(y - py) <= 1 then robots[k] = nil end
      end
    end
    px, py = px + dx, py + dy
    local here = key(px, py)
    local atExit = px == ex and py == ey
    if WIN_BEFORE_HIT and atExit then print(WIN_LINE) return end
    if robots[here] then print("LOST BY HIT") return end
    if pits[here] then print("LOST BY FALL") return end
    if atExit then print(WIN_LINE) return end
    local moved, count, captured = {}, 0, false
    for k in pairs(robots) do
      local x, y = k % W, k // W
      local function sign(v) return v > 0 and 1 or (v < 0 and -1 or 0) end
      x, y = x + sign(px - x), y + sign(py - y)
      local to = key(x, y)
      if to == here then captured = true
      elseif not pits[to] and not moved[to] then moved[to] = true count = count + 1 end
    end
    if captured then print("LOST BY CAPTURE") return end
    robots = moved
    if count < R then
      local free = {}
      for k, c in pairs(corners) do
        local exit = c[1] == ex and c[2] == ey
        if not robots[k] and not pits[k] and k ~= here and (EXIT_CORNER_FREE or not exit) then
          free[#free + 1] = k
        end
      end
      table.sort(free)
      if #free > 0 then robots[free[math.random(#free)]] = true end
    end
  end
end

if W then play() end
