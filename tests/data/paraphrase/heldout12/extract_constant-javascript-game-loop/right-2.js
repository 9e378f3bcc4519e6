// Main loop for the arena shooter: fixed-step simulation, interpolated rendering.
import { Input } from './input.js';
import { World } from './world.js';
import { Renderer } from './renderer.js';
import { AudioBus } from './audio.js';

const MAX_FRAME_MS = 250;          // clamp after a tab switch or a breakpoint
const RESPAWN_DELAY_TICKS = 60;    // one second at the simulation rate
const HUD_SAMPLE_SIZE = 60;
const PAUSE_KEY = 'Escape';
const STEP_MS = 1000 / 60;

export class Game {
  constructor(canvas, options = {}) {
    this.canvas = canvas;
    this.options = { debug: false, muted: false, ...options };
    this.input = new Input(window);
    this.world = new World({ seed: this.options.seed ?? Date.now() });
    this.renderer = new Renderer(canvas, { pixelRatio: window.devicePixelRatio || 1 });
    this.audio = new AudioBus({ muted: this.options.muted });
    this.accumulator = 0;
    this.lastTime = 0;
    this.tick = 0;
    this.running = false;
    this.paused = false;
    this.frameTimes = [];
    this.respawnQueue = [];
    this._onFrame = this._onFrame.bind(this);
    this._onKey = this._onKey.bind(this);
    this._onVisibility = this._onVisibility.bind(this);
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.lastTime = performance.now();
    window.addEventListener('keydown', this._onKey);
    document.addEventListener('visibilitychange', this._onVisibility);
    requestAnimationFrame(this._onFrame);
  }

  stop() {
    this.running = false;
    window.removeEventListener('keydown', this._onKey);
    document.removeEventListener('visibilitychange', this._onVisibility);
    this.audio.suspend();
  }

  _onKey(event) {
    if (event.key === PAUSE_KEY) {
      this.paused = !this.paused;
      this.audio.setMuted(this.paused || this.options.muted);
    }
  }

  _onVisibility() {
    if (document.hidden) {
      this.paused = true;
      this.audio.setMuted(true);
    }
  }

  _onFrame(now) {
    if (!this.running) return;
    let frame = now - this.lastTime;
    this.lastTime = now;
    if (frame > MAX_FRAME_MS) frame = MAX_FRAME_MS;
    this._sampleFrameTime(frame);

    if (!this.paused) {
      this.accumulator += frame;
      while (this.accumulator >= STEP_MS) {
        this._step(STEP_MS);
        this.accumulator -= STEP_MS;
      }
    }

    const alpha = this.paused ? 0 : this.accumulator / STEP_MS;
    this.renderer.draw(this.world, alpha, this._hudState());
    requestAnimationFrame(this._onFrame);
  }

  _step(dtMs) {
    const dt = dtMs / 1000;
    this.tick += 1;
    const commands = this.input.poll();
    for (const player of this.world.players) {
      if (!player.alive) continue;
      player.applyInput(commands[player.id] ?? {}, dt);
    }
    this.world.update(dt);
    this._handleEvents(this.world.drainEvents());
    this._processRespawns();
  }

  _handleEvents(events) {
    for (const ev of events) {
      switch (ev.type) {
        case 'hit':
          this.audio.play('hit', { pan: ev.x / this.world.width - 0.5 });
          break;
        case 'kill':
          this.audio.play('explosion');
          this.respawnQueue.push({ id: ev.victim, at: this.tick + RESPAWN_DELAY_TICKS });
          break;
        case 'pickup':
          this.audio.play('pickup', { volume: 0.6 });
          break;
        default:
          if (this.options.debug) console.debug('unhandled event', ev);
      }
    }
  }

  _processRespawns() {
    const due = this.respawnQueue.filter((r) => r.at <= this.tick);
    if (due.length === 0) return;
    this.respawnQueue = this.respawnQueue.filter((r) => r.at > this.tick);
    for (const r of due) {
      const spawn = this.world.pickSpawnPoint(r.id);
      this.world.respawn(r.id, spawn);
    }
  }

  _sampleFrameTime(ms) {
    this.frameTimes.push(ms);
    if (this.frameTimes.length > HUD_SAMPLE_SIZE) this.frameTimes.shift();
  }

  _hudState() {
    const n = this.frameTimes.length || 1;
    const avg = this.frameTimes.reduce((a, b) => a + b, 0) / n;
    return {
      fps: avg > 0 ? Math.round(1000 / avg) : 0,
      tick: this.tick,
      paused: this.paused,
      scores: this.world.players.map((p) => ({ id: p.id, name: p.name, score: p.score })),
      debug: this.options.debug ? { entities: this.world.entities.length, queue: this.respawnQueue.length } : null,
    };
  }
}

export function boot() {
  const canvas = document.getElementById('arena');
  if (!canvas) throw new Error('missing #arena canvas');
  const params = new URLSearchParams(location.search);
  const game = new Game(canvas, {
    debug: params.has('debug'),
    muted: params.get('muted') === '1',
    seed: params.has('seed') ? Number(params.get('seed')) : undefined,
  });
  game.start();
  window.__game = game;
  return game;
}
