// Builds the label payload sent to the thermal printers at the pack stations.

const { formatWeight, formatPostcode } = require('./format');

const DPI = 203;
const LABEL_WIDTH_IN = 4;
const LABEL_HEIGHT_IN = 6;

function dots(inches) {
  return Math.round(inches * DPI);
}

function recipientBlock(order) {
  const a = order.shipTo;
  const lines = [a.name, a.company, a.line1, a.line2, `${a.city} ${formatPostcode(a.postcode, a.country)}`, a.country];
  return lines.filter(Boolean);
}

function buildLabel(order, parcel, tracking) {
  const serviceCode = order.express ? 'EXP' : 'STD';
  const barcode = {
    type: 'code128',
    data: tracking.number,
    x: dots(0.25),
    y: dots(4.6),
    height: dots(0.9),
  };
  return {
    width: dots(LABEL_WIDTH_IN),
    height: dots(LABEL_HEIGHT_IN),
    blocks: [
      { text: serviceCode, x: dots(3.2), y: dots(0.2), size: 48 },
      { text: recipientBlock(order).join('\n'), x: dots(0.25), y: dots(1.1), size: 28 },
      { text: `${formatWeight(parcel.weightGrams)}  ${parcel.index}/${parcel.count}`, x: dots(0.25), y: dots(4.1), size: 24 },
    ],
    barcodes: [barcode],
  };
}

function buildReturnLabel(order, tracking) {
  const serviceCode = 'RTN';
  return {
    width: dots(LABEL_WIDTH_IN),
    height: dots(LABEL_HEIGHT_IN),
    blocks: [{ text: serviceCode, x: dots(3.2), y: dots(0.2), size: 48 }],
    barcodes: [{ type: 'code128', data: tracking.number, x: dots(0.25), y: dots(4.6), height: dots(0.9) }],
  };
}

module.exports = { buildLabel, buildReturnLabel };
