import { SIMULATED_FAILURES } from '@makers-pantry/domain/payments';

/**
 * The simulator's checkout script, served at /api/payments/simulator/checkout.js. It defines
 * `window.Razorpay` with Razorpay Standard Checkout's surface: `new Razorpay(options)`, `open()`,
 * `close()`, `on('payment.failed', cb)`, `options.handler(response)` and
 * `options.modal.ondismiss()`, so the checkout screen runs the same code against either. Its
 * dialog lets the payer pay, fail with a bank's reason, or close. Plain ES2017 with no inline
 * handlers: the CSP allows scripts from our origin only.
 */
export const SIMULATOR_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var FAILURES = ${JSON.stringify(SIMULATED_FAILURES)};
  var STYLE = [
    '.mp-sim{border:0;border-radius:14px;padding:24px;max-width:360px;width:calc(100% - 32px);font:16px/1.4 system-ui,sans-serif;color:#1c2a1f;box-shadow:0 12px 40px rgba(0,0,0,.25)}',
    '.mp-sim::backdrop{background:rgba(20,30,20,.55)}',
    '.mp-sim h2{margin:0 0 4px;font-size:1.2rem}',
    '.mp-sim p{margin:0 0 16px;color:#4a574c}',
    '.mp-sim .mp-amount{font-size:1.6rem;font-weight:800;color:#1f4a27;margin:0 0 16px}',
    '.mp-sim label{display:block;font-weight:600;margin-bottom:6px}',
    '.mp-sim select{width:100%;min-height:44px;margin-bottom:16px;font:inherit;border:1.5px solid #c9d3c6;border-radius:10px;padding:0 8px}',
    '.mp-sim button{display:block;width:100%;min-height:48px;margin-top:8px;border-radius:10px;font:inherit;font-weight:700;cursor:pointer}',
    '.mp-sim .mp-pay{background:#1f4a27;color:#fff;border:0}',
    '.mp-sim .mp-fail{background:#fff;color:#8c1d18;border:1.5px solid #8c1d18}',
    '.mp-sim .mp-close{background:#fff;color:#1c2a1f;border:1.5px solid #c9d3c6}',
    '.mp-sim [role=status]{min-height:1.4em;color:#8c1d18;margin:8px 0 0}'
  ].join('');

  function rupees(paise) {
    var whole = paise % 100 === 0;
    return '\\u20b9' + (paise / 100).toLocaleString('en-IN', {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2
    });
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.dialog = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (this.dialog) {
      this.dialog.close();
      this.dialog.remove();
      this.dialog = null;
    }
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (!document.getElementById('mp-sim-style')) {
      var style = element('style', { id: 'mp-sim-style' });
      style.textContent = STYLE;
      document.head.appendChild(style);
    }
    this.close();
    var dialog = element('dialog', { class: 'mp-sim', 'aria-labelledby': 'mp-sim-title' });
    dialog.appendChild(element('h2', { id: 'mp-sim-title' }, 'Makers Pantry test payment'));
    dialog.appendChild(element('p', {}, options.description || 'Your order'));
    dialog.appendChild(element('p', { class: 'mp-amount' }, rupees(Number(options.amount) || 0)));
    dialog.appendChild(element('label', { for: 'mp-sim-reason' }, 'If the payment fails, the bank says'));
    var reason = element('select', { id: 'mp-sim-reason' });
    FAILURES.forEach(function (text) { reason.appendChild(element('option', { value: text }, text)); });
    dialog.appendChild(reason);
    var pay = element('button', { type: 'button', class: 'mp-pay' }, 'Pay ' + rupees(Number(options.amount) || 0));
    var fail = element('button', { type: 'button', class: 'mp-fail' }, 'Fail payment');
    var close = element('button', { type: 'button', class: 'mp-close' }, 'Close');
    var status = element('p', { role: 'status' });
    [pay, fail, close, status].forEach(function (node) { dialog.appendChild(node); });

    var paying = false;
    function busy(on) {
      paying = on;
      [pay, fail, close].forEach(function (button) { button.disabled = on; });
    }

    function settle(outcome) {
      // Disabling the pressed button drops its focus; it gets it back if the payer must try again.
      var pressed = outcome === 'success' ? pay : fail;
      function again(message) {
        busy(false);
        status.textContent = message;
        pressed.focus();
      }
      busy(true);
      status.textContent = '';
      fetch('/api/payments/simulator/orders/' + encodeURIComponent(options.order_id) + '/pay/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(outcome === 'success' ? { outcome: outcome } : { outcome: outcome, reason: reason.value })
      })
        .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
        .then(function (answer) {
          if (!answer.ok) {
            again(answer.body.detail || 'The simulator could not take this payment.');
            return;
          }
          self.close();
          if (answer.body.error) self.emit('payment.failed', { error: answer.body.error });
          else if (typeof options.handler === 'function') options.handler(answer.body);
        })
        .catch(function () {
          again('The simulator is not answering. Please try again.');
        });
    }

    pay.addEventListener('click', function () { settle('success'); });
    fail.addEventListener('click', function () { settle('failure'); });
    function dismiss() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }
    close.addEventListener('click', dismiss);
    // Escape while the payment is on its way would report a dismissal and then a payment.
    dialog.addEventListener('cancel', function (event) { event.preventDefault(); if (!paying) dismiss(); });
    document.body.appendChild(dialog);
    this.dialog = dialog;
    dialog.showModal();
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
