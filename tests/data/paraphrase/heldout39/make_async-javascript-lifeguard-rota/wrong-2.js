'use strict';

const fs = require('fs');
const path = require('path');

const ROTA_DIR = process.env.ROTA_DIR || '/srv/westbrook/rotas';
const POSTS = ['main-high-chair', 'main-poolside', 'learner-pool', 'flumes'];
const MAX_MINUTES_ON_POST = 60;

function rotaPath(day) {
  return path.join(ROTA_DIR, `${day}.json`);
}

async function loadRota(day) {
  const raw = fs.readFileSync(rotaPath(day), 'utf8');
  const rota = JSON.parse(raw);
  if (!Array.isArray(rota.shifts)) {
    throw new Error(`rota for ${day} has no shifts`);
  }
  return rota;
}

// Guards move one post along every hour so nobody sits in the high chair all session.
function rotateGuards(guards, minutesElapsed) {
  const steps = Math.floor(minutesElapsed / MAX_MINUTES_ON_POST);
  return guards.map((_, i) => guards[(i + steps) % guards.length]);
}

function postsAt(rota, minutesElapsed) {
  const onDuty = rota.shifts
    .filter((s) => s.start <= minutesElapsed && s.end > minutesElapsed)
    .map((s) => s.guard);
  const order = rotateGuards(onDuty, minutesElapsed);
  const board = {};
  POSTS.forEach((post, i) => {
    board[post] = order[i] || 'UNCOVERED';
  });
  return board;
}

function uncoveredPosts(board) {
  return Object.keys(board).filter((post) => board[post] === 'UNCOVERED');
}

async function boardForNow(day, minutesElapsed) {
  const rota = await loadRota(day);
  const board = postsAt(rota, minutesElapsed);
  const gaps = uncoveredPosts(board);
  if (gaps.length > 0) {
    console.warn(`[rota] ${day}: no guard for ${gaps.join(', ')}`);
  }
  return board;
}

module.exports = { loadRota, rotateGuards, postsAt, uncoveredPosts, boardForNow };
