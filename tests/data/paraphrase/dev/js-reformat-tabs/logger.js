const fs = require('fs');
const path = require('path');
const os = require('os');

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };

class Logger {
	constructor({ level = 'info', file = null, json = false } = {}) {
		this.threshold = LEVELS[level];
		this.json = json;
		this.stream = file
			? fs.createWriteStream(path.resolve(file), { flags: 'a' })
			: process.stdout;
	}

	log(level, message, fields = {}) {
		if (LEVELS[level] < this.threshold) {
			return;
		}
		const time = new Date().toISOString();
		let line;
		if (this.json) {
			line = JSON.stringify({ time, level, host: os.hostname(), message, ...fields });
		} else {
			const extra = Object.entries(fields)
				.map(([k, v]) => `${k}=${JSON.stringify(v)}`)
				.join(' ');
			line = `${time} ${level.toUpperCase().padEnd(5)} ${message}${extra ? ' ' + extra : ''}`;
		}
		this.stream.write(line + '\n');
	}

	debug(message, fields) { this.log('debug', message, fields); }
	info(message, fields) { this.log('info', message, fields); }
	warn(message, fields) { this.log('warn', message, fields); }
	error(message, fields) { this.log('error', message, fields); }

	child(bound) {
		const parent = this;
		return {
			log: (level, message, fields = {}) => parent.log(level, message, { ...bound, ...fields }),
			info: (message, fields = {}) => parent.log('info', message, { ...bound, ...fields }),
			error: (message, fields = {}) => parent.log('error', message, { ...bound, ...fields }),
		};
	}
}

module.exports = { Logger, LEVELS };
