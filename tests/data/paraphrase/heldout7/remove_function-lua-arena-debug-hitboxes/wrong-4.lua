-- main.lua: top-down arena shooter (LÖVE 11.x)

local Player = require("player")
local Enemy = require("enemy")
local Bullet = require("bullet")
local Camera = require("camera")

local WORLD_W, WORLD_H = 2048, 2048
local SPAWN_INTERVAL = 2.5
local MAX_ENEMIES = 40

local state = {
  player = nil,
  enemies = {},
  bullets = {},
  spawn_timer = 0,
  score = 0,
  paused = false,
  game_over = false,
}

local debug_overlay = false
local font_small, font_big

local function overlaps(a, b)
  return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h
end

local function spawn_enemy()
  if #state.enemies >= MAX_ENEMIES then
    return
  end
  local side = love.math.random(4)
  local x, y
  if side == 1 then
    x, y = love.math.random(0, WORLD_W), -32
  elseif side == 2 then
    x, y = WORLD_W + 32, love.math.random(0, WORLD_H)
  elseif side == 3 then
    x, y = love.math.random(0, WORLD_W), WORLD_H + 32
  else
    x, y = -32, love.math.random(0, WORLD_H)
  end
  table.insert(state.enemies, Enemy.new(x, y))
end

local function reset()
  state.player = Player.new(WORLD_W / 2, WORLD_H / 2)
  state.enemies = {}
  state.bullets = {}
  state.spawn_timer = 0
  state.score = 0
  state.game_over = false
end

function love.load()
  love.graphics.setDefaultFilter("nearest", "nearest")
  font_small = love.graphics.newFont("assets/fonts/m5x7.ttf", 16)
  font_big = love.graphics.newFont("assets/fonts/m5x7.ttf", 48)
  Camera.init(WORLD_W, WORLD_H)
  reset()
end

local function update_bullets(dt)
  for i = #state.bullets, 1, -1 do
    local b = state.bullets[i]
    b:update(dt)
    local hit = false
    for j = #state.enemies, 1, -1 do
      local e = state.enemies[j]
      if overlaps(b, e) then
        e.hp = e.hp - b.damage
        hit = true
        if e.hp <= 0 then
          table.remove(state.enemies, j)
          state.score = state.score + e.points
        end
        break
      end
    end
    if hit or b:expired() then
      table.remove(state.bullets, i)
    end
  end
end

local function update_enemies(dt)
  for _, e in ipairs(state.enemies) do
    e:seek(state.player.x, state.player.y, dt)
    if overlaps(e, state.player) then
      state.player:damage(e.contact_damage)
      if state.player.hp <= 0 then
        state.game_over = true
      end
    end
  end
end

function love.update(dt)
  if state.paused or state.game_over then
    return
  end
  state.player:update(dt)
  if love.mouse.isDown(1) and state.player:can_fire() then
    local mx, my = Camera.to_world(love.mouse.getPosition())
    table.insert(state.bullets, Bullet.new(state.player.x, state.player.y, mx, my))
    state.player:fired()
  end
  update_bullets(dt)
  update_enemies(dt)
  state.spawn_timer = state.spawn_timer + dt
  if state.spawn_timer >= SPAWN_INTERVAL then
    state.spawn_timer = state.spawn_timer - SPAWN_INTERVAL
    spawn_enemy()
  end
  Camera.follow(state.player.x, state.player.y, dt)
end

local function draw_hud()
  love.graphics.setFont(font_small)
  love.graphics.setColor(1, 1, 1)
  love.graphics.print(("SCORE %06d"):format(state.score), 12, 10)
  love.graphics.print(("HP %d/%d"):format(state.player.hp, state.player.max_hp), 12, 28)
  if state.paused then
    love.graphics.setFont(font_big)
    love.graphics.printf("PAUSED", 0, love.graphics.getHeight() / 2 - 24, love.graphics.getWidth(), "center")
  end
end

local function draw_game_over()
  love.graphics.setFont(font_big)
  love.graphics.setColor(1, 0.3, 0.3)
  love.graphics.printf("GAME OVER", 0, love.graphics.getHeight() / 2 - 48, love.graphics.getWidth(), "center")
  love.graphics.setFont(font_small)
  love.graphics.setColor(1, 1, 1)
  love.graphics.printf("press R to restart", 0, love.graphics.getHeight() / 2 + 10, love.graphics.getWidth(), "center")
end

function love.draw()
  Camera.attach()
  love.graphics.setColor(0.15, 0.15, 0.18)
  love.graphics.rectangle("fill", 0, 0, WORLD_W, WORLD_H)
  for _, e in ipairs(state.enemies) do
    e:draw()
  end
  for _, b in ipairs(state.bullets) do
    b:draw()
  end
  state.player:draw()
  end
  Camera.detach()
  draw_hud()
  if state.game_over then
    draw_game_over()
  end
end

function love.keypressed(key)
  if key == "escape" then
    love.event.quit()
  elseif key == "p" then
    state.paused = not state.paused
  elseif key == "r" and state.game_over then
    reset()
  elseif key == "f3" then
    debug_overlay = not debug_overlay
  end
end
